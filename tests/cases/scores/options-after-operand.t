cmd
  $ATTN scores '[1,2]' --no-scale -k '[3,4]'
stdout
  11
