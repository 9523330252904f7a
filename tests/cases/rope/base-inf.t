cmd
  $ATTN rope --base inf '[1,2]'
stderr
  attn rope: --base takes a finite number, not 'inf' (see attn rope --help)
status 2
