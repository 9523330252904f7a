cmd
  $ATTN scores --no-scale -k '[1,2;3,4]'
stdin
  1,2
  1,-1
stdout
  5,11
  -1,-1
