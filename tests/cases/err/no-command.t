cmd
  $ATTN
stderr
  attn: no command given (see attn --help)
status 2
