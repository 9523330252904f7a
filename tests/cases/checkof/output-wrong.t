how
  A wrong answer is an answer, not a failure: its report is written to -o FILE as to stdout (the numbers as in checkof-lesson1-no-scale).
cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' '[0.5,0.5;0.881,0.119]' -o report.txt; echo "status $?"; cat report.txt
stdout
  status 1
  row 1, column 0: expected 0.80443, got 0.881, difference 0.0765703
  row 1, column 1: expected 0.19557, got 0.119, difference 0.0765703
  2 of 4 cells differ (largest difference 0.0765703 at row 1, column 0)
  likely mistake (no-scale): the dot products were not divided by sqrt(d_k) = 1.41421
  likely mistake (scores-rounded): the scores were rounded to whole numbers before the softmax
