cmd
  $ATTN check --of grad --wrt q -q '[1,0;0,1]' -k '[1,1;1,-1]' --dout '[1;1]' '[1]'
stderr
  attn check: --of grad needs -v V, the values (see attn check --help)
status 2
