cmd
  $ATTN merge --heads 2 --sinks '[1]' '[1,2,0,0]' '[1,2,0,0]'
stderr
  attn merge: <literal>: --sinks has 1 number, but there are 2 heads (one number per head)
status 1
