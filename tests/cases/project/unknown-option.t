cmd
  $ATTN project --values '[1]' '[1]'
stderr
  attn project: unknown option '--values' (see attn project --help)
status 2
