how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --prefix 2: keys 0 and 1 seen by every row; the answer is plain causal attention.
  The answer: tests/gen/checkof.py's numpy prefix-ignored, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --prefix 2 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  1.0000,0.0000,0.0000
  0.7773,0.2227,0.0000
  0.2918,0.4810,0.2272
stdout
  row 0, column 0: expected 0.622459, got 1, difference 0.377541
  row 0, column 1: expected 0.377541, got 0, difference 0.377541
  2 of 9 cells differ (largest difference 0.377541 at row 0, column 1)
  likely mistake (prefix-ignored): --prefix 2 was left out: plain causal attention, each row seeing the keys up to its own position only, not all of the prefix's keys 0 to 1
status 1
