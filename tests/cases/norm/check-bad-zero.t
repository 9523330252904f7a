cmd
  $ATTN check --of norm -x '[0,0]' --eps 0 '[1]'
stderr
  attn check: <literal>:1: the row is all 0 and --eps is 0, so it has no norm (0/0)
status 2
