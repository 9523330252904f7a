how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: head 0 owns columns 0-1, head 1 columns 2-3. --kv-heads 1: both read the one K and V.
  The answer: tests/gen/checkof.py's numpy weights-transposed, written with %.4f.
cmd
  $ATTN check --of attend -q Q.csv -k K.csv -v V.csv --heads 2 --kv-heads 1 answer.csv -p 6
file K.csv
  1,2
  0,1
  -1,0
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file V.csv
  1,0
  0,3
  2,1
file answer.csv
  1.7279,2.6222,1.7279,0.9961
  0.8520,0.9925,0.8520,1.1360
  0.4201,0.3853,0.4201,1.8680
stdout
  row 0, column 0: expected 0.856034, got 1.7279, difference 0.871866
  row 0, column 1: expected 0.992015, got 2.6222, difference 1.63018
  row 0, column 2: expected 0.856034, got 1.7279, difference 0.871866
  row 0, column 3: expected 0.992015, got 0.9961, difference 0.00408453
  row 1, column 0: expected 0.845608, got 0.852, difference 0.00639182
  row 1, column 1: expected 0.790229, got 0.9925, difference 0.202271
  row 1, column 2: expected 1.29198, got 0.852, difference 0.43998
  row 1, column 3: expected 1.42796, got 1.136, difference 0.291962
  row 2, column 0: expected 0.856034, got 0.4201, difference 0.435934
  row 2, column 1: expected 0.992015, got 0.3853, difference 0.606715
  row 2, column 2: expected 0.856034, got 0.4201, difference 0.435934
  row 2, column 3: expected 0.992015, got 1.868, difference 0.875985
  12 of 12 cells differ (largest difference 1.63018 at row 0, column 1)
  likely mistake (weights-transposed): the weights were transposed before they were applied: A^T V, not A V
status 1
