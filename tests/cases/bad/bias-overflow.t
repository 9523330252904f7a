cmd
  $ATTN weights --bias '[1.5e308]' '[1.5e308]'
stderr
  attn weights: <literal>:1: the score for key 0 plus its bias overflows to inf
status 1
