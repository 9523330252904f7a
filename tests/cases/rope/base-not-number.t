cmd
  $ATTN rope --base ten '[1,2]'
stderr
  attn rope: --base takes a finite number, not 'ten' (see attn rope --help)
status 2
