cmd
  $ATTN norm -w nosuch.csv '[1]'
stderr
  attn norm: nosuch.csv: no such file or directory
status 1
