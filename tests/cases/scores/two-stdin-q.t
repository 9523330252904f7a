cmd
  $ATTN scores -k - -q -
stderr
  attn scores: only one operand can be read from stdin (see attn scores --help)
status 2
