cmd
  $ATTN topk
stdin
  1,b
stderr
  attn topk: <stdin>:1: field 2, 'b', is not a number (try --header)
status 1
