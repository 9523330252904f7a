cmd
  $ATTN rope --no-truncate '[1,2]'
stderr
  attn rope: --no-truncate is for --scaling yarn (see attn rope --help)
status 2
