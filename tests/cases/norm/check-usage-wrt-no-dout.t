cmd
  $ATTN check --of norm -x '[1]' --wrt w '[1]'
stderr
  attn check: --wrt needs --dout dY, the gradient at the output (see attn check --help)
status 2
