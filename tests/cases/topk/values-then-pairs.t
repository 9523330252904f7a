cmd
  $ATTN topk --values --pairs '[1,2]'
stdout
  1,2
