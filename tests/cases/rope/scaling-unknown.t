cmd
  $ATTN rope --scaling ntk --factor 2 '[1,2]'
stderr
  attn rope: --scaling takes linear, dynamic, yarn or llama3, not 'ntk' (see attn rope --help)
status 2
