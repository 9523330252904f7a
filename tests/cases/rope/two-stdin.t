cmd
  $ATTN rope --segments - -
stderr
  attn rope: only one operand can be read from stdin (see attn rope --help)
status 2
