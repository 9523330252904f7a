cmd
  $ATTN rank
stdin
  nan(1),1
stderr
  attn rank: <stdin>:1: field 1, 'nan(1)', is not a number
status 1
