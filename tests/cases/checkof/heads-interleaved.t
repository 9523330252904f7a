how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: head 0 owns columns 0-1, head 1 columns 2-3.
  The answer: tests/gen/checkof.py's numpy heads-interleaved, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --heads 2 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.1400,0.2840,0.5760,0.6292,0.1530,0.2178
  0.6821,0.2362,0.0818,0.5760,0.2840,0.1400
  0.7679,0.1867,0.0454,0.0471,0.3931,0.5598
stdout
  row 0, column 0: expected 0.575975, got 0.14, difference 0.435975
  row 0, column 2: expected 0.140029, got 0.576, difference 0.435971
  row 0, column 3: expected 0.127263, got 0.6292, difference 0.501937
  row 0, column 4: expected 0.127263, got 0.153, difference 0.0257372
  row 0, column 5: expected 0.745474, got 0.2178, difference 0.527674
  row 2, column 0: expected 0.575975, got 0.7679, difference 0.191925
  row 2, column 1: expected 0.283995, got 0.1867, difference 0.0972954
  row 2, column 2: expected 0.140029, got 0.0454, difference 0.0946292
  row 2, column 3: expected 0.124976, got 0.0471, difference 0.0778761
  row 2, column 4: expected 0.514058, got 0.3931, difference 0.120958
  row 2, column 5: expected 0.360966, got 0.5598, difference 0.198834
  11 of 18 cells differ (largest difference 0.527674 at row 0, column 5)
  likely mistake (heads-interleaved): head h took columns h, h+2, ... of each row, not its block of 2, columns 2h to 2h+1
status 1
