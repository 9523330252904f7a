cmd
  $ATTN scores --no-scale -q '[1,0]' -k '[1,0;0,1]'
stdout
  1,0
