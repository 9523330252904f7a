cmd
  $ATTN check --of grad --wrt q -q '[1,0;0,1]' -k '[1,1;1,-1]' -v '[1;1]' --dout '[1;1]' -x '[1]' '[1]'
stderr
  attn check: -x is for --of project, rope and norm, not --of grad (see attn check --help)
status 2
