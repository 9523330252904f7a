cmd
  echo old >y.csv; $ATTN norm -o y.csv --eps 0 '[1;0]'; cat y.csv
stdout
  old
stderr
  attn norm: <literal>:2: the row is all 0 and --eps is 0, so it has no norm (0/0)
