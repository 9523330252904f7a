cmd
  $ATTN check --of norm -x - -w '[1]' -
stderr
  attn check: only one operand can be read from stdin (see attn check --help)
status 2
