cmd
  $ATTN norm
stdin
  1,-inf
stderr
  attn norm: <stdin>:1: field 2 is '-inf'; X must be finite
status 1
