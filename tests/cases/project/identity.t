how
  An all-zero sum is +0 (attn(1): sums start from +0): -0*1 + 0*0 = 0.
cmd
  $ATTN project -w '[1,0;0,1]' '[-0,0;2.5,-7]'
stdout
  0,0
  2.5,-7
