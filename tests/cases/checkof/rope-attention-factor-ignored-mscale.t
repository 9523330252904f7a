how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling yarn, F 4, L0 16, --mscale 1 --mscale-all-dim 0.5: A = (0.1 ln 4 + 1) / (0.05 ln 4 + 1).
  The answer: tests/gen/checkof.py's numpy rope-attention-factor-ignored, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling yarn --factor 4 --original-max 16 --mscale 1 --mscale-all-dim 0.5 answer.csv -p 6
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
file answer.csv
  1.0000,2.0000,0.5000,-1.0000
  -1.4128,-1.0247,1.5013,0.9747
  -2.1577,0.1000,2.3117,-1.9975
stdout
  row 0, column 0: expected 1.06482, got 1, difference 0.0648216
  row 0, column 1: expected 2.12964, got 2, difference 0.129643
  row 0, column 2: expected 0.532411, got 0.5, difference 0.0324108
  row 0, column 3: expected -1.06482, got -1, difference 0.0648216
  row 1, column 0: expected -1.50437, got -1.4128, difference 0.0915702
  row 1, column 1: expected -1.09111, got -1.0247, difference 0.0664067
  row 1, column 2: expected 1.59866, got 1.5013, difference 0.0973594
  row 1, column 3: expected 1.03787, got 0.9747, difference 0.0631711
  row 2, column 0: expected -2.29761, got -2.1577, difference 0.139906
  row 2, column 1: expected 0.106438, got 0.1, difference 0.0064378
  row 2, column 2: expected 2.4616, got 2.3117, difference 0.149897
  row 2, column 3: expected -2.12698, got -1.9975, difference 0.129482
  12 of 12 cells differ (largest difference 0.149897 at row 2, column 2)
  likely mistake (rope-attention-factor-ignored): cos and sin were not multiplied by yarn's attention factor A = 1.06482
status 1
