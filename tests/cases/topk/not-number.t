cmd
  $ATTN topk
stdin
  1,b
  1,2
stderr
  attn topk: <stdin>:1: field 2, 'b', is not a number (try --header)
status 1
