how
  2^54 - 1, a midpoint of 2^54 - 2 and 2^54: ties to even, 2^54.
  The scale: 1.8014398509481984e+16, the exact 6004799503160661*3 rounded once.
cmd
  $ATTN scores --scale '6004799503160661*3' -q '[1]' -k '[1]'
stdout
  1.8014398509481984e+16
