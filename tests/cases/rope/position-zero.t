how
  Position 0: every angle is 0 and the row passes as it is, -0 included.
cmd
  $ATTN rope '[-0,1e-300,3,-4]'
stdout
  -0,1e-300,3,-4
