cmd
  $ATTN scores -k '[1]' -q '[1]' '[2]'
stderr
  attn scores: unexpected operand '[2]' (see attn scores --help)
status 2
