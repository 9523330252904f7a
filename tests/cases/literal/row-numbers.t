cmd
  $ATTN rank '[1,2;;x,4]'
stdout
  1,0
stderr
  attn rank: <literal>:3: field 1, 'x', is not a number
status 1
