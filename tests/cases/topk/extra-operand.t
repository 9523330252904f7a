cmd
  $ATTN topk a b
stderr
  attn topk: unexpected operand 'b' (see attn topk --help)
status 2
