how
  Two parts of the keys of Q [1,0,2; 0.5,1,-1], K and V 3 x 3, as attend --lse writes them (O then L, exactly rounded); the expected merge exactly rounded from their doubles (mpmath).
  The answer has the merged LSE after O, as merge --lse writes it.
  The answer: tests/gen/checkof.py's numpy merge-lse-base2, written with %.4f.
cmd
  $ATTN check --of merge P1.csv P2.csv answer.csv -p 6
file P1.csv
  0.3595425243193725,1.9213724270418826,0.07862757295811751,1.600273090608644
  0.8089768495039894,0.5730694514880319,1.426930548511968,1.65536065149506
file P2.csv
  2,1,0,1.7320508075688772
  2,1,0,-1.4433756729740643
file answer.csv
  1.2172,1.4397,0.0375,2.6677
  0.9335,0.6177,1.2778,1.8146
stdout
  row 0, column 0: expected 1.23374, got 1.2172, difference 0.0165371
  row 0, column 1: expected 1.43038, got 1.4397, difference 0.00932403
  row 0, column 2: expected 0.0367272, got 0.0375, difference 0.000772812
  row 0, column 3: expected 2.36148, got 2.6677, difference 0.306222
  row 1, column 0: expected 0.860381, got 0.9335, difference 0.0731193
  row 1, column 1: expected 0.591496, got 0.6177, difference 0.0262045
  row 1, column 2: expected 1.36535, got 1.2778, difference 0.0875451
  row 1, column 3: expected 1.69948, got 1.8146, difference 0.115121
  8 of 8 cells differ (largest difference 0.306222 at row 0, column 3)
  likely mistake (merge-lse-base2): the LSEs were taken as base 2: L = log2 sum_p 2^L_p and the weights 2^(L_p - L), not ln and e
status 1
