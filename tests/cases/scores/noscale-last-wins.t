cmd
  $ATTN scores --no-scale --scale 3 -q '[2]' -k '[5]'
stdout
  30
