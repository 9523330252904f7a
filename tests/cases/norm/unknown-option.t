cmd
  $ATTN norm --causal '[1]'
stderr
  attn norm: unknown option '--causal' (see attn norm --help)
status 2
