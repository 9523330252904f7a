how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy no-scale, written with %.4f.
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
  1.4205,1.3994,-0.0647
  0.9308,0.2324,1.7615
stdout
  row 0, column 0: expected 1.23374, got 1.4205, difference 0.186763
  row 0, column 1: expected 1.43038, got 1.3994, difference 0.030976
  row 0, column 2: expected 0.0367272, got -0.0647, difference 0.101427
  row 1, column 0: expected 0.860381, got 0.9308, difference 0.0704193
  row 1, column 1: expected 0.591496, got 0.2324, difference 0.359096
  row 1, column 2: expected 1.36535, got 1.7615, difference 0.396155
  6 of 6 cells differ (largest difference 0.396155 at row 1, column 2)
  likely mistake (no-scale): the dot products were not divided by sqrt(d_k) = 1.73205
status 1
