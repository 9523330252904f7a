cmd
  $ATTN merge --masked-rows mean '[1,2,0]' '[3,4,0]'
stderr
  attn merge: --masked-rows takes zero, uniform, nan or error, not 'mean' (see attn merge --help)
status 2
