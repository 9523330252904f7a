cmd
  $ATTN rank '[nan,nan,nan]'
stdout
  0,1,2
