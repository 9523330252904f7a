how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling dynamic, F 2, L0 2, L 3: the base 100 (2*3/2 - 1)^2 = 400.
  The answer: tests/gen/checkof.py's numpy rope-scaling-ignored, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling dynamic --factor 2 --original-max 2 --seq-len 3 answer.csv -p 6
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
file answer.csv
  1.0000,2.0000,0.5000,-1.0000
  -1.4128,-1.0948,1.5013,0.8952
  -2.1577,0.3973,2.3117,-1.9601
stdout
  row 1, column 1: expected -1.04873, got -1.0948, difference 0.0460706
  row 1, column 3: expected 0.948771, got 0.8952, difference 0.0535711
  row 2, column 1: expected 0.199667, got 0.3973, difference 0.197633
  row 2, column 3: expected -1.99001, got -1.9601, difference 0.0299083
  4 of 12 cells differ (largest difference 0.197633 at row 2, column 1)
  likely mistake (rope-scaling-ignored): --scaling dynamic was left out: the frequencies unscaled, B^(-2t/R)
status 1
