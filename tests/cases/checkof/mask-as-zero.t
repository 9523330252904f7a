how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy mask-as-zero, written with %.4f.
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
  0.5761,0.2119,0.2119
  0.6357,0.1821,0.1821
  0.2918,0.4810,0.2272
stdout
  row 0, column 0: expected 1, got 0.5761, difference 0.4239
  row 0, column 1: expected 0, got 0.2119, difference 0.2119
  row 0, column 2: expected 0, got 0.2119, difference 0.2119
  row 1, column 0: expected 0.7773, got 0.6357, difference 0.1416
  row 1, column 1: expected 0.2227, got 0.1821, difference 0.0406001
  row 1, column 2: expected 0, got 0.1821, difference 0.1821
  6 of 9 cells differ (largest difference 0.4239 at row 0, column 0)
  likely mistake (mask-as-zero): the 3 masked scores were written as 0, not -inf, so the softmax gave them weight
status 1
