how
  by hand: a part with no key in a row (LSE -inf) adds nothing, whatever its O; row 1 is part 1's, its factor round_f32(e^0) = 1; every part -inf gives 0 and -inf
cmd
  $ATTN merge --dtype f16 --lse P1.csv P2.csv
file P1.csv
  1,2,0.35355338
  0,0,-inf
file P2.csv
  nan,nan,-inf
  0,0,-inf
stdout
  # attn lse: heads=1 sinks=none masked-rows=zero dtype=f16 accumulate=f32
  1,2,0.35355338
  0,0,-inf
