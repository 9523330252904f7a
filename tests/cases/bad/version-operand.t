cmd
  $ATTN --version extra
stderr
  attn: unexpected operand 'extra' (see attn --help)
status 2
