cmd
  $ATTN rank
stdin
  1 2,3
stderr
  attn rank: <stdin>:1: field 1, '1 2', is not a number (try -d ' ')
status 1
