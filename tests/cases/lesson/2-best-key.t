cmd
  $ATTN scores --no-scale -q '[1,0]' -k '[1,0;0,1;-1,0.5]' | $ATTN topk
stdout
  0
