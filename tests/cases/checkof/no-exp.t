how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy no-exp, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 6
file K.csv
  1,2,0
  0,1,1
  -1,0,2
file Q.csv
  1,0.5,2
  0.5,1,1
  2,1,0.5
file answer.csv
  0.2667,0.3333,0.4000
  0.4167,0.3333,0.2500
  0.8889,0.3333,-0.2222
stdout
  row 0, column 0: expected 0.242956, got 0.2667, difference 0.0237439
  row 0, column 1: expected 0.324263, got 0.3333, difference 0.00903671
  row 0, column 2: expected 0.432781, got 0.4, difference 0.0327806
  row 1, column 0: expected 0.432781, got 0.4167, difference 0.0160806
  row 1, column 1: expected 0.324263, got 0.3333, difference 0.00903671
  row 1, column 2: expected 0.242956, got 0.25, difference 0.00704392
  row 2, column 0: expected 0.774062, got 0.8889, difference 0.114838
  row 2, column 1: expected 0.182779, got 0.3333, difference 0.150521
  row 2, column 2: expected 0.0431594, got -0.2222, difference 0.265359
  9 of 9 cells differ (largest difference 0.265359 at row 2, column 2)
  likely mistake (no-exp): each score was divided by its row's sum, with no exponential (row 0 sums to 4.33013)
status 1
