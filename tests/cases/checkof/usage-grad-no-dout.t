cmd
  $ATTN check --of grad --wrt q -q '[1,0;0,1]' -k '[1,1;1,-1]' -v '[1;1]' '[1]'
stderr
  attn check: --of grad needs --dout dO, the gradient at the output (see attn check --help)
status 2
