cmd
  $ATTN scores --no-scale -q '[1;1e300]' -k '[2;1e300]'
stdout
  2,1e+300
stderr
  attn scores: <literal>:2: the score for key 1 overflows a double
status 1
