how
  the LSE after apply's weights is read in the accumulators' format, f32: 1e39 is past its largest (a weight, in f16, past 65504)
cmd
  $ATTN apply -v '[1;2;3]' --dtype f16 --lse '[0.5,0.25,0.25,1e39]'
stderr
  attn apply: <literal>:1: field 4, '1e39', is too large for f32 (its largest value is 3.4028234663852886e+38)
status 1
