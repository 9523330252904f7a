cmd
  $ATTN weights '[1e308,-1e308]'
stdout
  1,0
