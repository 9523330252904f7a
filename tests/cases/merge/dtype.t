how
  FlashAttention's split-KV combine in f32 of two bf16 parts (attend --dtype bf16 --lse over keys 0-1 and 2-3 of lse-dtype-math's problem): M = max L_p, S = sum round_f32(e^(L_p - M)), L = round_f32(M + round_f32(ln S)), O = round_bf16(sum round_f32(e^(L_p - L)) O_p, each add fused and rounded to f32). Here it gives back the whole attend's rows, LSEs and all (lse-dtype-math). Checked against tests/lib/kernel.py's combine(), in exact arithmetic.
cmd
  $ATTN merge --dtype bf16 --lse P1.csv P2.csv
file P1.csv
  # attn lse: heads=1 keys=2 sinks=none masked-rows=zero dtype=bf16 accumulate=f32
  2.33,3.33,1.8149209
  1.516,2.52,0.6508508
  2,3,0.6931472
file P2.csv
  # attn lse: heads=1 keys=2 sinks=none masked-rows=zero dtype=bf16 accumulate=f32
  6,7,2.8181472
  5.4,6.4,-0.13548201
  6,7,0.6931472
stdout
  # attn lse: heads=1 keys=4 sinks=none masked-rows=zero dtype=bf16 accumulate=f32
  5,6,3.1305423
  2.73,3.73,1.0262086
  4,5,1.3862944
