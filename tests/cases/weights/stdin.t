cmd
  $ATTN weights
stdin
  3,3
  0,-inf
stdout
  0.5,0.5
  1,0
