cmd
  $ATTN rank '[1 2]'
stderr
  attn rank: <literal>:1: field 1, '1 2', is not a number (separate fields with ',')
status 1
