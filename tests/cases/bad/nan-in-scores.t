cmd
  $ATTN weights
stdin
  NaN,0
stderr
  attn weights: <stdin>:1: field 1 is 'NaN'; scores must be finite or -inf
status 1
