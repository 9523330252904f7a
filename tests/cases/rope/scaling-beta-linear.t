cmd
  $ATTN rope --scaling linear --factor 2 --beta-fast 16 '[1,2]'
stderr
  attn rope: --beta-fast is for --scaling yarn (see attn rope --help)
status 2
