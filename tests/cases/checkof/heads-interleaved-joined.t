how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: head 0 owns columns 0-1, head 1 columns 2-3. Q, K and V cut strided, and O joined so too.
  The answer: tests/gen/checkof.py's numpy heads-interleaved@output, written with %.4f.
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
  1.2920,0.6767,-0.0039,0.4878
  0.8456,0.9920,1.1280,0.5779
  0.8587,1.7390,1.3491,-0.3161
stdout
  row 0, column 0: expected 0.856034, got 1.292, difference 0.435966
  row 0, column 1: expected 0.992015, got 0.6767, difference 0.315315
  row 0, column 2: expected 0.127263, got -0.0039, difference 0.131163
  row 0, column 3: expected -0.55458, got 0.4878, difference 1.04238
  row 1, column 1: expected 0.790229, got 0.992, difference 0.201771
  row 1, column 2: expected 0.867955, got 1.128, difference 0.260045
  row 2, column 0: expected 0.856034, got 0.8587, difference 0.00266616
  row 2, column 1: expected 0.992015, got 1.739, difference 0.746985
  row 2, column 2: expected -0.264106, got 1.3491, difference 1.61321
  row 2, column 3: expected 0.0210395, got -0.3161, difference 0.337139
  10 of 12 cells differ (largest difference 1.61321 at row 2, column 2)
  likely mistake (heads-interleaved): head h took columns h, h+2, ... of each row, and its output went back to columns h, h+2, ..., not to its block of 2
status 1
