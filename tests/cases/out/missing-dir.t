cmd
  $ATTN weights '[1,1]' -o nodir/W.csv
stderr
  attn weights: nodir/W.csv: no such file or directory
status 1
