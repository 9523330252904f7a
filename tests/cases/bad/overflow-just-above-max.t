how
  1.7976931348623159e308 is past DBL_MAX + half an ulp, so it rounds to inf.
cmd
  $ATTN rank
stdin
  1.7976931348623159e308
stderr
  attn rank: <stdin>:1: field 1, '1.7976931348623159e308', is too large for a double
status 1
