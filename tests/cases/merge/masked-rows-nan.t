cmd
  $ATTN merge --lse --masked-rows nan '[1,2,-inf;1,2,0]' '[3,4,-inf;3,4,-inf]'
stdout
  # attn lse: heads=1 sinks=none masked-rows=nan
  nan,nan,-inf
  1,2,0
