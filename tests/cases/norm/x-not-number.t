cmd
  $ATTN norm '[1,x]'
stderr
  attn norm: <literal>:1: field 2, 'x', is not a number
status 1
