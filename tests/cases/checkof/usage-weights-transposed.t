cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' --transposed '[1]'
stderr
  attn check: --transposed is for --of project, not --of weights (see attn check --help)
status 2
