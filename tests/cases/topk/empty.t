cmd
  $ATTN topk
stdin
