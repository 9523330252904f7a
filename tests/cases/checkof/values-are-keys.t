how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy values-are-keys, written with %.4f.
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
  -0.3650,0.6350,1.3650
  0.7309,1.7309,0.2691
stdout
  row 0, column 0: expected 1.23374, got -0.365, difference 1.59874
  row 0, column 1: expected 1.43038, got 0.635, difference 0.795376
  row 0, column 2: expected 0.0367272, got 1.365, difference 1.32827
  row 1, column 0: expected 0.860381, got 0.7309, difference 0.129481
  row 1, column 1: expected 0.591496, got 1.7309, difference 1.1394
  row 1, column 2: expected 1.36535, got 0.2691, difference 1.09625
  6 of 6 cells differ (largest difference 1.59874 at row 0, column 0)
  likely mistake (values-are-keys): the weights were applied to the keys K instead of the values V
status 1
