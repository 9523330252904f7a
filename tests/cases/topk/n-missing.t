cmd
  $ATTN topk '[1]' -n
stderr
  attn topk: option '-n' needs a value (see attn topk --help)
status 2
