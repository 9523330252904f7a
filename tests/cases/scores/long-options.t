cmd
  $ATTN scores --no-scale --keys '[1,2;3,4]' --query '[1,2]'
stdout
  5,11
