cmd
  $ATTN rope --scaling llama3 --factor 8 --original-max 8192 --low-freq-factor 4 '[1,2]'
stderr
  attn rope: --high-freq-factor (4) must be above --low-freq-factor (4) (see attn rope --help)
status 2
