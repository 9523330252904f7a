cmd
  $ATTN check --of attend -q '[1,0;0,1]' -k '[1,1;1,-1]' -v '[1;1]' --dout '[1;1]' '[1]'
stderr
  attn check: --dout is for --of grad, project and norm, not --of attend (see attn check --help)
status 2
