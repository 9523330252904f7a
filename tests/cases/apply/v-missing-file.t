cmd
  $ATTN apply -v nosuch.csv '[1]'
stderr
  attn apply: nosuch.csv: no such file or directory
status 1
