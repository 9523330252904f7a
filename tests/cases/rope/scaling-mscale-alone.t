cmd
  $ATTN rope --scaling yarn --factor 2 --original-max 64 --mscale 1 '[1,2]'
stderr
  attn rope: --mscale needs --mscale-all-dim too (Hugging Face takes the two together) (see attn rope --help)
status 2
