cmd
  $ATTN apply -v -
stderr
  attn apply: only one operand can be read from stdin (see attn apply --help)
status 2
