how
  -inf in any case masks; a fully masked row is a row of 0 by default.
cmd
  $ATTN weights '[-INFINITY,0;-inf,-Inf]'
stdout
  0,1
  0,0
