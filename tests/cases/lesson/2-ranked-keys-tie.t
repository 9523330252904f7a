cmd
  $ATTN scores --no-scale -q '[1,1]' -k '[0,0;1,0;0,1]' | $ATTN rank
stdout
  1,2,0
