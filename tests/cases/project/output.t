cmd
  $ATTN project -w '[2]' -o y.csv '[1;2]'
after
  cat y.csv
stdout
  2
  4
