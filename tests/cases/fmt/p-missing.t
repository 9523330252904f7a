cmd
  $ATTN topk '[1]' -p
stderr
  attn topk: option '-p' needs a value (see attn topk --help)
status 2
