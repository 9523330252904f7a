cmd
  $ATTN topk -n 2 --pairs -d ';' '[1,2]'
stdout
  1;2;0;1
