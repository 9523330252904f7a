cmd
  $ATTN weights --dtype bf16 --accumulate f128 '[1]'
stderr
  attn weights: --accumulate takes f64, f32, bf16, f16, e4m3 or e5m2, not 'f128' (see attn weights --help)
status 2
