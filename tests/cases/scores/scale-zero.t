cmd
  $ATTN scores --scale 0 -q '[5;-5]' -k '[1]'
stdout
  0
  -0
