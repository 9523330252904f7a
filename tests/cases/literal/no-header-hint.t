cmd
  $ATTN rank '[a,b]'
stderr
  attn rank: <literal>:1: field 1, 'a', is not a number
status 1
