cmd
  $ATTN scores --no-scale -q '[1e300]' -k '[1;1e300]'
stderr
  attn scores: <literal>:1: the score for key 1 overflows a double
status 1
