cmd
  $ATTN check -q '[1,0;0,1]' -k '[1,1;1,-1]' '[1,1;1,1]'
stderr
  attn check: -q is for check --of STAGE (see attn check --help)
status 2
