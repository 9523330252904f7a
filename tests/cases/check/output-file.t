how
  check with -o when the cells differ (status 1): a difference is an answer,
  not a failure, so the report is written to FILE as it would be to stdout
  (a grader keeps each student's feedback); only trouble (status 2) leaves
  FILE as it was.  The numbers are the cells' own, expected 2, got 3.
cmd
  mkdir d && cd d && $ATTN check '[1,2]' '[1,3]' -o report.txt; echo "status $?"
after
  cat d/report.txt 2>/dev/null || echo "no report.txt"; ls -a d
stdout
  status 1
  row 0, column 1: expected 2, got 3, difference 1
  1 of 2 cells differ (largest difference 1 at row 0, column 1)
  .
  ..
  report.txt
