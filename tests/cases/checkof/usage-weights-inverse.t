cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' --inverse '[1]'
stderr
  attn check: --inverse is for --of rope, not --of weights (see attn check --help)
status 2
