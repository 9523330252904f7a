cmd
  $ATTN cast --dtype fp8 '[1]'
stderr
  attn cast: --dtype takes f64, f32, bf16, f16, e4m3 or e5m2, not 'fp8' (see attn cast --help)
status 2
