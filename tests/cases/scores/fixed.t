cmd
  $ATTN scores --fixed 3 -q '[1,0]' -k '[1,1;2,2]'
stdout
  0.707,1.414
