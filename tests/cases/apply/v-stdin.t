cmd
  $ATTN apply -v - '[0.5,0.5]'
stdin
  1,2
  3,4
stdout
  2,3
