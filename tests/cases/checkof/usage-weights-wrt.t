cmd
  $ATTN check --of weights --wrt q -q '[1,0;0,1]' -k '[1,1;1,-1]' '[1]'
stderr
  attn check: --wrt is for --of grad, project and norm, not --of weights (see attn check --help)
status 2
