cmd
  $ATTN check --of weights -q '[1]' -k '[1]' --wrt w '[1]'
stderr
  attn check: --wrt is for --of grad, project and norm, not --of weights (see attn check --help)
status 2
