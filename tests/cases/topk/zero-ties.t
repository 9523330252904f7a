cmd
  $ATTN topk -n 2 '[-0,0;0,-0]'
stdout
  0,1
  0,1
