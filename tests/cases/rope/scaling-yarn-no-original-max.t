cmd
  $ATTN rope --scaling yarn --factor 2 '[1,2]'
stderr
  attn rope: --scaling yarn needs --original-max (the positions it was trained on) (see attn rope --help)
status 2
