cmd
  $ATTN check --of rope -x '[1,2]' --scaling yarn --factor 4 --original-max 8 --mscale 1 '[1]'
stderr
  attn check: --mscale needs --mscale-all-dim too (Hugging Face takes the two together) (see attn check --help)
status 2
