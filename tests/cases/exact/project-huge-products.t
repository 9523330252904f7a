how
  y = x W: 1e200*1e200 + (-1e200)*1e200 + 1*1 = 1 exactly, though the
  first two products are beyond any double.
cmd
  $ATTN project -w '[1e200;1e200;1]' '[1e200,-1e200,1]'
stdout
  1
