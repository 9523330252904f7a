cmd
  $ATTN norm --head-dim 2 -w '[1]' '[1,2]'
stderr
  attn norm: <literal>: W has 1 weight, but the row has 2 columns (one weight per column)
status 1
