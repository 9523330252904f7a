how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy scale-by-d + values-are-keys, written with %.4f.
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
  1,0,2
  0,3,-1
  2,1,0
file answer.csv
  -0.2182,0.7818,1.2182
  0.4996,1.4996,0.5004
stdout
  row 0, column 0: expected 1.23374, got -0.2182, difference 1.45194
  row 0, column 1: expected 1.43038, got 0.7818, difference 0.648576
  row 0, column 2: expected 0.0367272, got 1.2182, difference 1.18147
  row 1, column 0: expected 0.860381, got 0.4996, difference 0.360781
  row 1, column 1: expected 0.591496, got 1.4996, difference 0.908104
  row 1, column 2: expected 1.36535, got 0.5004, difference 0.864945
  6 of 6 cells differ (largest difference 1.45194 at row 0, column 0)
  likely mistakes (scale-by-d + values-are-keys): the dot products were divided by d_k = 3, not by sqrt(d_k) = 1.73205; then the weights were applied to the keys K instead of the values V
status 1
