how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  d_k = 3, d_v = 2.
  The answer: tests/gen/checkof.py's numpy scale-by-dv, written with %.4f.
cmd
  $ATTN check --of attend -q Q.csv -k K.csv -v V.csv answer.csv -p 6
file K.csv
  1,2,0
  0,1,1
  -1,0,2
file Q.csv
  1,0,2
  0.5,1,-1
file V.csv
  1,0
  0,3
  2,1
file answer.csv
  1.2920,1.4280
  0.8820,0.4511
stdout
  row 0, column 0: expected 1.23374, got 1.292, difference 0.0582629
  row 0, column 1: expected 1.43038, got 1.428, difference 0.00237597
  row 1, column 0: expected 0.860381, got 0.882, difference 0.0216193
  row 1, column 1: expected 0.591496, got 0.4511, difference 0.140396
  4 of 4 cells differ (largest difference 0.140396 at row 1, column 1)
  likely mistake (scale-by-dv): the dot products were divided by sqrt(d_v) = 1.41421, not by sqrt(d_k) = 1.73205
status 1
