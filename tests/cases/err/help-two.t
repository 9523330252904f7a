cmd
  $ATTN help scores weights
stderr
  attn: help takes one command (see attn --help)
status 2
