cmd
  $ATTN check --of weights -q '[1]' -k '[1]' --lse '[1]'
stderr
  attn check: unknown option '--lse' (see attn check --help)
status 2
