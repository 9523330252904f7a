how
  1e308 + 1e308 - 1e308 = 1e308: the exact sum fits a double though
  a partial sum does not.
cmd
  $ATTN project -w '[1e308;1e308]' -b '[-1e308]' '[1,1]'
stdout
  1e+308
