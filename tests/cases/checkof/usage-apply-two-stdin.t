cmd
  $ATTN check --of apply -a - -v '[1]' -
stderr
  attn check: only one operand can be read from stdin (see attn check --help)
status 2
