cmd
  $ATTN frobnicate
stderr
  attn: unknown command 'frobnicate' (see attn --help)
status 2
