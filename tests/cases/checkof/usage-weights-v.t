cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' -v '[1;1]' '[1,1;1,1]'
stderr
  attn check: -v is for --of attend, apply and grad, not --of weights (see attn check --help)
status 2
