cmd
  $ATTN scores --no-scale -q '[1,-1]' -k '[1,0;-1,1]'
stdout
  1,-2
