cmd
  $ATTN weights '[1,inf]'
stderr
  attn weights: <literal>:1: field 2 is 'inf'; scores must be finite or -inf
status 1
