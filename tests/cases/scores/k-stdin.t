cmd
  $ATTN scores --no-scale -k - -q '[1,2]'
stdin
  1,2
  3,4
stdout
  5,11
