cmd
  $ATTN rank nosuch.csv
stderr
  attn rank: nosuch.csv: no such file or directory
status 1
