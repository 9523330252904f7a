cmd
  $ATTN scores --no-scale -k '[1]' -k '[2]' -q '[3]'
stdout
  6
