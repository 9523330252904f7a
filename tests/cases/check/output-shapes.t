cmd
  mkdir d && cd d && $ATTN check '[1,2]' '[1,2;3,4]' -o report.txt; echo "status $?"; ls -A; cat report.txt
stdout
  status 1
  report.txt
  shapes differ: expected 1x2, got 2x2
