cmd
  $ATTN cast --dtype f32 '[1,-3.5e38]'
stderr
  attn cast: <literal>:1: field 2, '-3.5e38', is too large for f32 (its largest value is 3.4028234663852886e+38)
status 1
