cmd
  $ATTN weights --lse '[0.1;-7.25;1e300]'
stdout
  # attn lse: heads=1 keys=1 sinks=none masked-rows=zero
  1,0.1
  1,-7.25
  1,1e+300
