cmd
  $ATTN scores -u --no-scale -k '[1;2]'
stdin
  3
  4
stdout
  3,6
  4,8
