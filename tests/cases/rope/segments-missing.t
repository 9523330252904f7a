cmd
  $ATTN rope --segments nosuch.csv '[1,2]'
stderr
  attn rope: nosuch.csv: no such file or directory
status 1
