cmd
  $ATTN apply -v '[1e308;1e308]' '[0.5,0.5]'
stdout
  1e+308
