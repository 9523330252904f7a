how
  O = A V: 1e10*1e300 - 1e10*1e300 + 1*1 = 1 exactly (weights are used
  as given, attn-apply(1)); the products 1e310 are beyond any double.
cmd
  $ATTN apply -v '[1e300;1e300;1]' '[1e10,-1e10,1]'
stdout
  1
