cmd
  $ATTN scores --no-scale -q '[1,0]' -k '[-1,0.5;0,1;1,0]' | $ATTN rank
stdout
  2,1,0
