cmd
  $ATTN scores --no-scale -q '[1,1]' -k '[0,1;1,0;-1,0.5]' | $ATTN topk
stdout
  0
