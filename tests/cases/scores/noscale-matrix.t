cmd
  $ATTN scores --no-scale -q '[1,1;2,2]' -k '[1,2;3,4;5,6]'
stdout
  3,7,11
  6,14,22
