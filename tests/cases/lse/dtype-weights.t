how
  weights --dtype --lse: P in bf16, then the LSE in f32. Row 1: scores 1, 2, -1 (bf16 already); m = 2, l = round_f32(e^-1) + 1 + round_f32(e^-3) = 1.4176666 in f32, LSE = 2 + round_f32(ln 1.4176666) = 2.3490124. Row 2: 3, 4, 0; LSE 4.326563. Checked against tests/lib/kernel.py's transcription (math_head, lse_of).
cmd
  $ATTN weights '[1,2,-1;3,4,0]' --dtype bf16 --lse
stdout
  # attn lse: heads=1 keys=3 sinks=none masked-rows=zero dtype=bf16 accumulate=f32
  0.26,0.707,0.0352,2.3490124
  0.266,0.723,0.0132,4.326563
