cmd
  $ATTN weights -
stdin
  3,3
stdout
  0.5,0.5
