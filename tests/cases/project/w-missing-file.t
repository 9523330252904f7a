cmd
  $ATTN project -w nosuch.csv '[1]'
stderr
  attn project: nosuch.csv: no such file or directory
status 1
