how
  X small and uneven, --base 100, row i at position i; the expected rows each pair turned by the real angle p theta_t, theta_t the scaled frequency of attn-rope(1)'s formulas, every output exactly rounded (mpmath, tests/lib/rotary.py).
  --scaling dynamic, F 2, L0 2, L 3: the base 100 (2*3/2 - 1)^2 = 400.
  The answer: tests/gen/checkof.py's numpy rope-scaling-as-linear, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --scaling dynamic --factor 2 --original-max 2 --seq-len 3 answer.csv -p 6
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
file answer.csv
  1.0000,2.0000,0.5000,-1.0000
  -0.5201,-1.0487,1.9949,0.9488
  0.7794,0.1997,3.0647,-1.9900
stdout
  row 1, column 0: expected -1.41279, got -0.5201, difference 0.892691
  row 1, column 2: expected 1.50134, got 1.9949, difference 0.49356
  row 2, column 0: expected -2.15774, got 0.7794, difference 2.93714
  row 2, column 2: expected 2.31175, got 3.0647, difference 0.752955
  4 of 12 cells differ (largest difference 2.93714 at row 2, column 0)
  likely mistake (rope-scaling-as-linear): every frequency was divided by F = 2, as --scaling linear does, instead of dynamic's larger base
status 1
