cmd
  $ATTN weights '[nan,1]'
stderr
  attn weights: <literal>:1: field 1 is 'nan'; scores must be finite or -inf
status 1
