cmd
  $ATTN topk --pairs --values '[1,2]'
stdout
  2
