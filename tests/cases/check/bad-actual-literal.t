cmd
  $ATTN check '[1,2]' '[1,x]'
stderr
  attn check: <literal>:1: ACTUAL: field 2, 'x', is not a number
status 2
