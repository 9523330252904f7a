cmd
  $ATTN scores -k nosuch.csv -q '[1]'
stderr
  attn scores: nosuch.csv: no such file or directory
status 1
