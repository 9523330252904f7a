cmd
  $ATTN apply --values '[1,2;3,4]'
stdin
  1,0
  0,1
  0.5,0.5
stdout
  1,2
  3,4
  2,3
