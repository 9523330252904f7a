cmd
  $ATTN check --of grad -q '[1,0;0,1]' -k '[1,1;1,-1]' -v '[1;1]' --dout '[1;1]' '[1]'
stderr
  attn check: --of grad needs --wrt q|k|v|scores|weights (see attn check --help)
status 2
