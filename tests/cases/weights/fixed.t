cmd
  $ATTN weights --fixed 4 '[1,2,3]'
stdout
  0.0900,0.2447,0.6652
