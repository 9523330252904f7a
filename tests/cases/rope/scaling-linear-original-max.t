cmd
  $ATTN rope --scaling linear --factor 2 --original-max 4096 '[1,2]'
stderr
  attn rope: --original-max is for --scaling dynamic, yarn or llama3 (see attn rope --help)
status 2
