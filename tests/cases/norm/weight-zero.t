how
  x w / root: 3*0 = 0, -4*-0 = 0, -3*0 = -0, 4*-0 = -0, each
  divided by a positive root.
cmd
  $ATTN norm --eps 0 -w '[0,-0]' '[3,-4;-3,4]'
stdout
  0,0
  -0,-0
