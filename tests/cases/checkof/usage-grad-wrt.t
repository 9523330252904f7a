cmd
  $ATTN check --of grad --wrt x -q '[1,0;0,1]' -k '[1,1;1,-1]' -v '[1;1]' --dout '[1;1]' '[1]'
stderr
  attn check: --of grad takes --wrt q, k, v, scores or weights, not 'x' (see attn check --help)
status 2
