cmd
  $ATTN norm --dout - -
stderr
  attn norm: only one operand can be read from stdin (see attn norm --help)
status 2
