cmd
  $ATTN check --of rope -x '[1,2]' --rotary-dim 3 '[1]'
stderr
  attn check: --rotary-dim must be even (its columns turn in pairs), not 3 (see attn check --help)
status 2
