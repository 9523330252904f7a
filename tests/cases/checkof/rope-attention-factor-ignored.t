how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling yarn, F 4, L0 16: pair 0 unscaled, pair 1 over 4; cos and sin times 0.1 ln 4 + 1.
  The answer: tests/gen/checkof.py's numpy rope-attention-factor-ignored, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling yarn --factor 4 --original-max 16 answer.csv -p 6
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
file answer.csv
  1.0000,2.0000,0.5000,-1.0000
  -1.4128,-1.0247,1.5013,0.9747
  -2.1577,0.1000,2.3117,-1.9975
stdout
  row 0, column 0: expected 1.13863, got 1, difference 0.138629
  row 0, column 1: expected 2.27726, got 2, difference 0.277259
  row 0, column 2: expected 0.569315, got 0.5, difference 0.0693147
  row 0, column 3: expected -1.13863, got -1, difference 0.138629
  row 1, column 0: expected -1.60865, got -1.4128, difference 0.195845
  row 1, column 1: expected -1.16674, got -1.0247, difference 0.142036
  row 1, column 2: expected 1.70947, got 1.5013, difference 0.20817
  row 1, column 3: expected 1.10981, got 0.9747, difference 0.135111
  row 2, column 0: expected -2.45686, got -2.1577, difference 0.299164
  row 2, column 1: expected 0.113816, got 0.1, difference 0.0138155
  row 2, column 2: expected 2.63222, got 2.3117, difference 0.320521
  row 2, column 3: expected -2.27441, got -1.9975, difference 0.276913
  12 of 12 cells differ (largest difference 0.320521 at row 2, column 2)
  likely mistake (rope-attention-factor-ignored): cos and sin were not multiplied by yarn's attention factor A = 1.13863
status 1
