how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling yarn, F 4, L0 16: pair 0 unscaled, pair 1 over 4; cos and sin times 0.1 ln 4 + 1. --attention-factor 1.5 instead.
  The answer: tests/gen/checkof.py's numpy rope-attention-factor-ignored, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling yarn --factor 4 --original-max 16 --attention-factor 1.5 answer.csv -p 6
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
file answer.csv
  1.0000,2.0000,0.5000,-1.0000
  -1.4128,-1.0247,1.5013,0.9747
  -2.1577,0.1000,2.3117,-1.9975
stdout
  row 0, column 0: expected 1.5, got 1, difference 0.5
  row 0, column 1: expected 3, got 2, difference 1
  row 0, column 2: expected 0.75, got 0.5, difference 0.25
  row 0, column 3: expected -1.5, got -1, difference 0.5
  row 1, column 0: expected -2.11919, got -1.4128, difference 0.706386
  row 1, column 1: expected -1.53703, got -1.0247, difference 0.512327
  row 1, column 2: expected 2.25201, got 1.5013, difference 0.75071
  row 1, column 3: expected 1.46204, got 0.9747, difference 0.487335
  row 2, column 0: expected -3.23661, got -2.1577, difference 1.07891
  row 2, column 1: expected 0.149938, got 0.1, difference 0.0499375
  row 2, column 2: expected 3.46762, got 2.3117, difference 1.15592
  row 2, column 3: expected -2.99625, got -1.9975, difference 0.998751
  12 of 12 cells differ (largest difference 1.15592 at row 2, column 2)
  likely mistake (rope-attention-factor-ignored): cos and sin were not multiplied by yarn's attention factor A = 1.5
status 1
