cmd
  $ATTN weights --dtype f16 --sinks '[1e5]' '[1,2]'
stderr
  attn weights: <literal>:1: field 1, '1e5', is too large for f16 (its largest value is 65504)
status 1
