cmd
  $ATTN check --of rope -x '[1,2]' --scaling llama3 --factor 8 --original-max 8 --beta-fast 16 '[1]'
stderr
  attn check: --beta-fast is for --scaling yarn (see attn check --help)
status 2
