how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: head 0 owns columns 0-1, head 1 columns 2-3.
  The answer: tests/gen/checkof.py's numpy heads-ignored, written with %.4f.
cmd
  $ATTN check --of attend -q Q.csv -k K.csv -v V.csv --heads 2 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file V.csv
  1,0,2,1
  0,3,-1,0.5
  2,1,0,-1
file answer.csv
  1.2344,1.0737,0.4821,0.0067
  0.8506,0.6880,1.2520,0.7754
  0.7462,1.6703,0.1025,0.3050
stdout
  row 0, column 0: expected 0.856034, got 1.2344, difference 0.378366
  row 0, column 1: expected 0.992015, got 1.0737, difference 0.0816845
  row 0, column 2: expected 0.127263, got 0.4821, difference 0.354837
  row 0, column 3: expected -0.55458, got 0.0067, difference 0.56128
  row 1, column 0: expected 0.845608, got 0.8506, difference 0.00499182
  row 1, column 1: expected 0.790229, got 0.688, difference 0.102229
  row 1, column 2: expected 0.867955, got 1.252, difference 0.384045
  row 1, column 3: expected 0.577944, got 0.7754, difference 0.197456
  row 2, column 0: expected 0.856034, got 0.7462, difference 0.109834
  row 2, column 1: expected 0.992015, got 1.6703, difference 0.678285
  row 2, column 2: expected -0.264106, got 0.1025, difference 0.366606
  row 2, column 3: expected 0.0210395, got 0.305, difference 0.283961
  12 of 12 cells differ (largest difference 0.678285 at row 2, column 1)
  likely mistake (heads-ignored): one head over all 4 columns, not 2 heads of 2
status 1
