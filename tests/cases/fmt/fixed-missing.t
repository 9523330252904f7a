cmd
  $ATTN topk '[1]' --fixed
stderr
  attn topk: option '--fixed' needs a value (see attn topk --help)
status 2
