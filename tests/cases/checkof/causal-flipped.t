how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy causal-flipped, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --causal answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.3460,0.2098,0.4442
  0.0000,0.7773,0.2227
  0.0000,0.0000,1.0000
stdout
  row 0, column 0: expected 1, got 0.346, difference 0.654
  row 0, column 1: expected 0, got 0.2098, difference 0.2098
  row 0, column 2: expected 0, got 0.4442, difference 0.4442
  row 1, column 0: expected 0.7773, got 0, difference 0.7773
  row 1, column 1: expected 0.2227, got 0.7773, difference 0.5546
  row 1, column 2: expected 0, got 0.2227, difference 0.2227
  row 2, column 0: expected 0.291756, got 0, difference 0.291756
  row 2, column 1: expected 0.481024, got 0, difference 0.481024
  row 2, column 2: expected 0.22722, got 1, difference 0.77278
  9 of 9 cells differ (largest difference 0.7773 at row 1, column 0)
  likely mistake (causal-flipped): the causal mask hid the keys before each row's position instead of those after it
status 1
