cmd
  $ATTN merge --lse '[nan,7,-inf;1,2,0.5]' '[0,0,-inf;3,4,-inf]'
stdout
  # attn lse: heads=1 sinks=none masked-rows=zero
  0,0,-inf
  1,2,0.5
