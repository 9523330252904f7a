cmd
  $ATTN scores --scale 0.5 -q '[1,2]' -k '[3,4;-1,0]'
stdout
  5.5,-0.5
