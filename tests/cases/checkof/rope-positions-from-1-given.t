how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --positions 3, 0, 7 (a left-padded batch's ids): row i at its entry.
  The answer: tests/gen/checkof.py's numpy rope-positions-from-1, written with %.4f.
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
  -0.2752,2.2315,-1.0836,-0.1422
  -1.4128,-1.0948,1.5013,0.8952
  -1.4259,1.4347,2.8226,-1.3934
stdout
  row 0, column 0: expected -1.06055, got -0.2752, difference 0.785353
  row 0, column 1: expected 2.20619, got 2.2315, difference 0.0253068
  row 0, column 2: expected -0.353876, got -1.0836, difference 0.729724
  row 0, column 3: expected -0.364296, got -0.1422, difference 0.222096
  row 1, column 0: expected 0.5, got -1.4128, difference 1.9128
  row 1, column 1: expected -1, got -1.0948, difference 0.0948
  row 1, column 2: expected 2, got 1.5013, difference 0.4987
  row 1, column 3: expected 1, got 0.8952, difference 0.1048
  row 2, column 0: expected 1.60472, got -1.4259, difference 3.03062
  row 2, column 1: expected 1.28844, got 1.4347, difference 0.146265
  row 2, column 2: expected 2.72486, got 2.8226, difference 0.0977379
  row 2, column 3: expected -1.52968, got -1.3934, difference 0.136284
  12 of 12 cells differ (largest difference 3.03062 at row 2, column 0)
  likely mistake (rope-positions-from-1): the positions were counted from 1: each of --positions one more
status 1
