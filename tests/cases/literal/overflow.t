cmd
  $ATTN rank '[1e400]'
stderr
  attn rank: <literal>:1: field 1, '1e400', is too large for a double
status 1
