cmd
  $ATTN help -x
stderr
  attn: unknown command '-x' (see attn --help)
status 2
