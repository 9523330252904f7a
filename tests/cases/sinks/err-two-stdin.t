cmd
  $ATTN weights --sinks -
stderr
  attn weights: only one operand can be read from stdin (see attn weights --help)
status 2
