cmd
  $ATTN check --of attend -q '[1,0;0,1]' -k '[1,1;1,-1]' -v '[1;1]' -a '[1]' '[1]'
stderr
  attn check: -a is for --of apply, not --of attend (see attn check --help)
status 2
