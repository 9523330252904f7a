cmd
  $ATTN weights --mask -
stderr
  attn weights: only one operand can be read from stdin (see attn weights --help)
status 2
