cmd
  $ATTN topk -n
stderr
  attn topk: option '-n' needs a value (see attn topk --help)
status 2
