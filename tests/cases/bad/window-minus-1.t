cmd
  $ATTN weights --window -1 '[1]'
stderr
  attn weights: --window takes L or L,R, whole numbers >= 0, not '-1' (see attn weights --help)
status 2
