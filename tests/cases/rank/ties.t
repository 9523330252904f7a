cmd
  $ATTN rank '[2,7,7,2,7]'
stdout
  1,2,4,0,3
