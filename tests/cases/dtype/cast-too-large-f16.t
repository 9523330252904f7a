cmd
  $ATTN cast --dtype f16 '[1,-65520]'
stderr
  attn cast: <literal>:1: field 2, '-65520', is too large for f16 (its largest value is 65504)
status 1
