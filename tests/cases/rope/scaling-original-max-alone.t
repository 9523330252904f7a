cmd
  $ATTN rope --original-max 4096 '[1,2]'
stderr
  attn rope: --original-max needs --scaling (linear, dynamic, yarn or llama3) (see attn rope --help)
status 2
