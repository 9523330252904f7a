cmd
  $ATTN topk --values --one-based '[1,2]'
stdout
  2
