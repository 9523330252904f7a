cmd
  $ATTN norm --wrt w '[1]'
stderr
  attn norm: --wrt needs --dout dY, the gradient at the output (see attn norm --help)
status 2
