cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' -w '[1]' '[1]'
stderr
  attn check: -w is for --of project and norm, not --of weights (see attn check --help)
status 2
