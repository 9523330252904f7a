how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --positions 3, 0, 7 (a left-padded batch's ids): row i at its entry.
  The answer: tests/gen/checkof.py's numpy rope-positions-ignored, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --positions P.csv answer.csv -p 6
file P.csv
  3
  0
  7
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
file answer.csv
  1.0000,2.0000,0.5000,-1.0000
  -1.4128,-1.0948,1.5013,0.8952
  -2.1577,0.3973,2.3117,-1.9601
stdout
  row 0, column 0: expected -1.06055, got 1, difference 2.06055
  row 0, column 1: expected 2.20619, got 2, difference 0.206193
  row 0, column 2: expected -0.353876, got 0.5, difference 0.853876
  row 0, column 3: expected -0.364296, got -1, difference 0.635704
  row 1, column 0: expected 0.5, got -1.4128, difference 1.9128
  row 1, column 1: expected -1, got -1.0948, difference 0.0948
  row 1, column 2: expected 2, got 1.5013, difference 0.4987
  row 1, column 3: expected 1, got 0.8952, difference 0.1048
  row 2, column 0: expected 1.60472, got -2.1577, difference 3.76242
  row 2, column 1: expected 1.28844, got 0.3973, difference 0.891135
  row 2, column 2: expected 2.72486, got 2.3117, difference 0.413162
  row 2, column 3: expected -1.52968, got -1.9601, difference 0.430416
  12 of 12 cells differ (largest difference 3.76242 at row 2, column 0)
  likely mistake (rope-positions-ignored): --positions was left out: row i at position i, not row i of P.csv
status 1
