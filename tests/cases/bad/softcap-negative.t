cmd
  $ATTN weights --softcap -1 '[1]'
stderr
  attn weights: --softcap must be a positive number, not '-1' (see attn weights --help)
status 2
