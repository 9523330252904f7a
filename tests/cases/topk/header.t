cmd
  $ATTN topk -H
stdin
  a,b
  1,2
stdout
  1
