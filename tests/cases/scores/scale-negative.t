cmd
  $ATTN scores --scale -2 -q '[3]' -k '[1]'
stdout
  -6
