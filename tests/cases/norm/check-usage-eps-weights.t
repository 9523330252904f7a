cmd
  $ATTN check --of weights -q '[1]' -k '[1]' --eps 1 '[1]'
stderr
  attn check: --eps is for --of norm, not --of weights (see attn check --help)
status 2
