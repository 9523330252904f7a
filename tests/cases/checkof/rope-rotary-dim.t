how
  X small and uneven, row i at position i; the expected rows each pair turned by the real angle p B^(-2t/R), every output exactly rounded (mpmath, tests/lib/rotary.py).
  --rotary-dim 4 of 6: the last two columns pass through.
  The answer: tests/gen/checkof.py's numpy rope-inverse, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --rotary-dim 4 answer.csv -p 6
file X.csv
  1,2,0.5,-1,2,1
  0.5,-1,2,1,0,-2
  3,0,1,-2,1,1
file answer.csv
  1.0000,2.0000,0.5000,-1.0000,2.0000,1.0000
  1.9531,-0.8952,0.6599,1.0948,0.0000,-2.0000
  -0.3391,-0.3973,-3.1440,-1.9601,1.0000,1.0000
stdout
  row 1, column 0: expected -1.41279, got 1.9531, difference 3.36589
  row 1, column 1: expected -1.09484, got -0.8952, difference 0.199638
  row 1, column 2: expected 1.50134, got 0.6599, difference 0.84144
  row 1, column 3: expected 0.895171, got 1.0948, difference 0.199629
  row 2, column 0: expected -2.15774, got -0.3391, difference 1.81864
  row 2, column 1: expected 0.397339, got -0.3973, difference 0.794639
  row 2, column 2: expected 2.31175, got -3.144, difference 5.45575
  7 of 18 cells differ (largest difference 5.45575 at row 2, column 2)
  likely mistake (rope-inverse): each pair turned by -p theta_t, the inverse rotation, not by p theta_t
status 1
