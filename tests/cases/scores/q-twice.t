cmd
  $ATTN scores --no-scale -k '[1]' -q '[2]' -q '[3]'
stdout
  3
