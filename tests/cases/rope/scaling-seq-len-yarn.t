cmd
  $ATTN rope --scaling yarn --factor 2 --original-max 64 --seq-len 128 '[1,2]'
stderr
  attn rope: --seq-len is for --scaling dynamic (see attn rope --help)
status 2
