how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  Masked scores are written -inf.
  The answer: tests/gen/checkof.py's numpy causal-flipped, written with %.4f.
cmd
  $ATTN check --of scores -q Q.csv -k K.csv --causal answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  1.0000,0.5000,1.2500
  -inf,0.0000,-1.2500
  -inf,-inf,-0.7500
stdout
  row 0, column 1: expected -inf, got 0.5, difference inf
  row 0, column 2: expected -inf, got 1.25, difference inf
  row 1, column 0: expected 1.25, got -inf, difference inf
  row 1, column 2: expected -inf, got -1.25, difference inf
  row 2, column 0: expected -0.5, got -inf, difference inf
  row 2, column 1: expected 0, got -inf, difference inf
  6 of 9 cells differ (largest difference inf at row 0, column 1)
  likely mistake (causal-flipped): the causal mask hid the keys before each row's position instead of those after it
status 1
