how
  P in bf16, then the LSE in f32
cmd
  $ATTN weights '[1,2,-1]' --dtype bf16 --lse
stdout
  # attn lse: heads=1 keys=3 sinks=none masked-rows=zero dtype=bf16 accumulate=f32
  0.26,0.707,0.0352,2.3490124
