how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: head 0 owns columns 0-1, head 1 columns 2-3.
  The answer: tests/gen/checkof.py's numpy heads-reversed, written with %.4f.
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
  0.1273,-0.5546,0.8560,0.9920
  0.8680,0.5779,0.8456,0.7902
  -0.2641,0.0210,0.8560,0.9920
stdout
  row 0, column 0: expected 0.856034, got 0.1273, difference 0.728734
  row 0, column 1: expected 0.992015, got -0.5546, difference 1.54662
  row 0, column 2: expected 0.127263, got 0.856, difference 0.728737
  row 0, column 3: expected -0.55458, got 0.992, difference 1.54658
  row 1, column 0: expected 0.845608, got 0.868, difference 0.0223918
  row 1, column 1: expected 0.790229, got 0.5779, difference 0.212329
  row 1, column 2: expected 0.867955, got 0.8456, difference 0.0223553
  row 1, column 3: expected 0.577944, got 0.7902, difference 0.212256
  row 2, column 0: expected 0.856034, got -0.2641, difference 1.12013
  row 2, column 1: expected 0.992015, got 0.021, difference 0.971015
  row 2, column 2: expected -0.264106, got 0.856, difference 1.12011
  row 2, column 3: expected 0.0210395, got 0.992, difference 0.970961
  12 of 12 cells differ (largest difference 1.54662 at row 0, column 1)
  likely mistake (heads-reversed): the heads' outputs were joined last head first: head 1's block came first, head 0's last
status 1
