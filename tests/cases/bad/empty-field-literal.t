cmd
  $ATTN rank '[1,,2]'
stderr
  attn rank: <literal>:1: field 2 is empty
status 1
