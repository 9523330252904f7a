cmd
  $ATTN weights --bias '[inf,0]' '[0,0]'
stderr
  attn weights: <literal>:1: field 1 is 'inf'; a bias must be finite or -inf
status 1
