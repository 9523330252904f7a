cmd
  $ATTN project --wrt x -w '[1]' '[1]'
stderr
  attn project: --wrt needs --dout dY, the gradient at the output (see attn project --help)
status 2
