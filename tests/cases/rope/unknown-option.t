cmd
  $ATTN rope --causal '[1,2]'
stderr
  attn rope: unknown option '--causal' (see attn rope --help)
status 2
