cmd
  $ATTN check --of grad --wrt q,k -q '[1,0;0,1]' -k '[1,1;1,-1]' -v '[1;1]' --dout '[1;1]' '[1]'
stderr
  attn check: --of grad takes one --wrt, not 2 (see attn check --help)
status 2
