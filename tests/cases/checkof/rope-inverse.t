how
  X small and uneven, row i at position i; the expected rows each pair turned by the real angle p B^(-2t/R), every output exactly rounded (mpmath, tests/lib/rotary.py).
  The answer: tests/gen/checkof.py's numpy rope-inverse, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv answer.csv -p 6
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
file answer.csv
  1.0000,2.0000,0.5000,-1.0000
  1.9531,-0.9900,0.6599,1.0099
  -0.3391,-0.0400,-3.1440,-1.9996
stdout
  row 1, column 0: expected -1.41279, got 1.9531, difference 3.36589
  row 1, column 1: expected -1.00995, got -0.99, difference 0.0199498
  row 1, column 2: expected 1.50134, got 0.6599, difference 0.84144
  row 1, column 3: expected 0.98995, got 1.0099, difference 0.0199498
  row 2, column 0: expected -2.15774, got -0.3391, difference 1.81864
  row 2, column 1: expected 0.0399973, got -0.04, difference 0.0799973
  row 2, column 2: expected 2.31175, got -3.144, difference 5.45575
  7 of 12 cells differ (largest difference 5.45575 at row 2, column 2)
  likely mistake (rope-inverse): each pair turned by -p theta_t, the inverse rotation, not by p theta_t
status 1
