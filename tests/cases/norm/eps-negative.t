cmd
  $ATTN norm --eps -1e-6 '[1]'
stderr
  attn norm: --eps must be 0 or more, not '-1e-6' (see attn norm --help)
status 2
