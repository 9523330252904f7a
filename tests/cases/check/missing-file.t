cmd
  $ATTN check no-such.csv '[1]'
stderr
  attn check: no-such.csv: no such file or directory
status 2
