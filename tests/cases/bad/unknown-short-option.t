cmd
  $ATTN topk -x '[1]'
stderr
  attn topk: unknown option '-x' (see attn topk --help)
status 2
