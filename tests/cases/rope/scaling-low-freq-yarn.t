cmd
  $ATTN rope --scaling yarn --factor 2 --original-max 64 --low-freq-factor 2 '[1,2]'
stderr
  attn rope: --low-freq-factor is for --scaling llama3 (see attn rope --help)
status 2
