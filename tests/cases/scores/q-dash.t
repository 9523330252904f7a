cmd
  $ATTN scores --no-scale -k '[1,2;3,4]' -q -
stdin
  1,2
stdout
  5,11
