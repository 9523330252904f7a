how
  1e20 - 1e20 = 0 and -1e20 - 1e20 = -2e20: the bias joins the one
  exact sum.
cmd
  $ATTN project -w '[1e20,1]' -b '[-1e20,0]' '[1;-1]'
stdout
  0,1
  -2e+20,-1
