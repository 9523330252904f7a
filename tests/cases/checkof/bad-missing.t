cmd
  $ATTN check --of scores -q nothing.csv -k '[1]' '[1]'
stderr
  attn check: nothing.csv: no such file or directory
status 2
