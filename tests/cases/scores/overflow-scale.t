cmd
  $ATTN scores --scale 1e300 -q '[1e10]' -k '[1]'
stderr
  attn scores: <literal>:1: the score for key 0 overflows a double
status 1
