cmd
  $ATTN scores --scale 3 --no-scale -q '[2]' -k '[5]'
stdout
  10
