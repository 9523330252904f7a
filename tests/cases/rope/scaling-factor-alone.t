cmd
  $ATTN rope --factor 2 '[1,2]'
stderr
  attn rope: --factor needs --scaling (linear, dynamic, yarn or llama3) (see attn rope --help)
status 2
