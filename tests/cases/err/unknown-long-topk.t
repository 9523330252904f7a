cmd
  $ATTN topk --top 3 '[1]'
stderr
  attn topk: unknown option '--top' (see attn topk --help)
status 2
