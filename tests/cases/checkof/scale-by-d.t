how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy scale-by-d, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.3434,0.2674,0.3891
  0.5489,0.2938,0.1573
  0.3158,0.4055,0.2787
stdout
  row 0, column 0: expected 0.345954, got 0.3434, difference 0.00255419
  row 0, column 1: expected 0.209832, got 0.2674, difference 0.0575682
  row 0, column 2: expected 0.444214, got 0.3891, difference 0.055114
  row 1, column 0: expected 0.730679, got 0.5489, difference 0.181779
  row 1, column 1: expected 0.209343, got 0.2938, difference 0.0844569
  row 1, column 2: expected 0.0599778, got 0.1573, difference 0.0973222
  row 2, column 0: expected 0.291756, got 0.3158, difference 0.024044
  row 2, column 1: expected 0.481024, got 0.4055, difference 0.0755243
  row 2, column 2: expected 0.22722, got 0.2787, difference 0.0514802
  9 of 9 cells differ (largest difference 0.181779 at row 1, column 0)
  likely mistake (scale-by-d): the dot products were divided by d_k = 4, not by sqrt(d_k) = 2
status 1
