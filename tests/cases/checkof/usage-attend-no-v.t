cmd
  $ATTN check --of attend -q '[1,0;0,1]' -k '[1,1;1,-1]' '[1,1;1,1]'
stderr
  attn check: --of attend needs -v V, the values (see attn check --help)
status 2
