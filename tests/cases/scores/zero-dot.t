cmd
  $ATTN scores --no-scale -q '[-1,1;-1,-0]' -k '[0,0;0,1]'
stdout
  0,1
  0,0
