cmd
  $ATTN cast --dtype f16 --overflow error '[1;65520]'
stdout
  1
stderr
  attn cast: <literal>:2: field 1, '65520', is too large for f16 (its largest value is 65504)
status 1
