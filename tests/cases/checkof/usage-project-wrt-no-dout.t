cmd
  $ATTN check --of project -w '[1]' -x '[1]' --wrt b '[1]'
stderr
  attn check: --wrt needs --dout dY, the gradient at the output (see attn check --help)
status 2
