how
  scores 1, 2: m = 2, l = round_f32(e^-1) + 1 = 1.3678795, LSE = 2 + round_f32(ln l) = 2.3132617 by hand
cmd
  $ATTN weights '[1,2]' --dtype bf16 --lse
stdout
  # attn lse: heads=1 keys=2 sinks=none masked-rows=zero dtype=bf16 accumulate=f32
  0.27,0.73,2.3132617
