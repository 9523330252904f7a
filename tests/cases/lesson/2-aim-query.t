cmd
  $ATTN scores --no-scale -q '[0,1]' -k '[1,0;0,1]' | $ATTN topk
stdout
  1
