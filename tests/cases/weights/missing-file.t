cmd
  $ATTN weights nosuch.csv
stderr
  attn weights: nosuch.csv: no such file or directory
status 1
