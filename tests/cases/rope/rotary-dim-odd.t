cmd
  $ATTN rope --rotary-dim 3 '[1,2,3,4]'
stderr
  attn rope: --rotary-dim must be even (its columns turn in pairs), not 3 (see attn rope --help)
status 2
