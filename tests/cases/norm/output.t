cmd
  $ATTN norm -o y.csv --l2 --eps 0 '[3,4]'
after
  cat y.csv
stdout
  0.6,0.8
