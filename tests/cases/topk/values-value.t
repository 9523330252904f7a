cmd
  $ATTN topk --values=1 '[1]'
stderr
  attn topk: option '--values' takes no value (see attn topk --help)
status 2
