how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy mask-inverted, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --mask M.csv answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file M.csv
  1,0,1
  0,1,1
  1,1,0
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.0000,1.0000,0.0000
  1.0000,0.0000,0.0000
  0.0000,0.0000,1.0000
stdout
  row 0, column 0: expected 0.437823, got 0, difference 0.437823
  row 0, column 1: expected 0, got 1, difference 1
  row 0, column 2: expected 0.562177, got 0, difference 0.562177
  row 1, column 0: expected 0, got 1, difference 1
  row 1, column 1: expected 0.7773, got 0, difference 0.7773
  row 1, column 2: expected 0.2227, got 0, difference 0.2227
  row 2, column 0: expected 0.377541, got 0, difference 0.377541
  row 2, column 1: expected 0.622459, got 0, difference 0.622459
  row 2, column 2: expected 0, got 1, difference 1
  9 of 9 cells differ (largest difference 1 at row 0, column 1)
  likely mistake (mask-inverted): the --mask was read the other way round: its 1s masked and its 0s attended, as a boolean attn_mask of nn.MultiheadAttention means them
status 1
