how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --window 2 with --causal: one key fewer before the diagonal, 1.
  The answer: tests/gen/checkof.py's numpy window-strict, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --causal --window 2,0 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
  0,0,1,2
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
  1,1,1,1
file answer.csv
  1.0000,0.0000,0.0000,0.0000
  0.7773,0.2227,0.0000,0.0000
  0.0000,0.6792,0.3208,0.0000
  0.0000,0.0000,0.3208,0.6792
stdout
  row 2, column 0: expected 0.291756, got 0, difference 0.291756
  row 2, column 1: expected 0.481024, got 0.6792, difference 0.198176
  row 2, column 2: expected 0.22722, got 0.3208, difference 0.0935802
  row 3, column 1: expected 0.404471, got 0, difference 0.404471
  row 3, column 2: expected 0.191058, got 0.3208, difference 0.129742
  row 3, column 3: expected 0.404471, got 0.6792, difference 0.274729
  6 of 16 cells differ (largest difference 0.404471 at row 3, column 1)
  likely mistake (window-strict): the window kept one key fewer before the diagonal: 1, not 2
status 1
