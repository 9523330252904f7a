cmd
  $ATTN merge --lse --sinks '[0.25]' '[0,0,-inf]' '[0,0,-inf]'
stdout
  # attn lse: heads=1 sinks=in masked-rows=zero
  0,0,0.25
