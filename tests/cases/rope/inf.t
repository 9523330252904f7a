cmd
  $ATTN rope
stdin
  -inf,1
stderr
  attn rope: <stdin>:1: field 1 is '-inf'; X must be finite
status 1
