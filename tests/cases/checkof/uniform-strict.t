how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  Row 0 keeps no key: 1/3 each, as --masked-rows uniform says.
  The answer: tests/gen/checkof.py's numpy causal-strict, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --causal --masked-rows uniform answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.3333,0.3333,0.3333
  1.0000,0.0000,0.0000
  0.3775,0.6225,0.0000
stdout
  row 0, column 0: expected 1, got 0.3333, difference 0.6667
  row 0, column 1: expected 0, got 0.3333, difference 0.3333
  row 0, column 2: expected 0, got 0.3333, difference 0.3333
  row 1, column 0: expected 0.7773, got 1, difference 0.2227
  row 1, column 1: expected 0.2227, got 0, difference 0.2227
  row 2, column 0: expected 0.291756, got 0.3775, difference 0.085744
  row 2, column 1: expected 0.481024, got 0.6225, difference 0.141476
  row 2, column 2: expected 0.22722, got 0, difference 0.22722
  8 of 9 cells differ (largest difference 0.6667 at row 0, column 0)
  likely mistake (causal-strict): the causal mask hid each row's own position too, not only the keys after it
status 1
