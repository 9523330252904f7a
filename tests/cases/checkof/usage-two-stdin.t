cmd
  $ATTN check --of scores -q - -k '[1]'
stderr
  attn check: only one operand can be read from stdin (see attn check --help)
status 2
