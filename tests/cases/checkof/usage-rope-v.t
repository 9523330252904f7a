cmd
  $ATTN check --of rope -x '[1,2]' -v '[1]' '[1]'
stderr
  attn check: -v is for --of attend, apply and grad, not --of rope (see attn check --help)
status 2
