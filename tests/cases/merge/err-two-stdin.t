cmd
  $ATTN merge - -
stderr
  attn merge: only one operand can be read from stdin (see attn merge --help)
status 2
