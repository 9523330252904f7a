cmd
  $ATTN check --of merge -v '[1]' '[1,0]' '[1,0]' '[1]'
stderr
  attn check: -v is for --of attend, apply and grad, not --of merge (see attn check --help)
status 2
