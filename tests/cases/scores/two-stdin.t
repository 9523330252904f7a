cmd
  $ATTN scores -k -
stderr
  attn scores: only one operand can be read from stdin (see attn scores --help)
status 2
