how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --prefix 3 --offset -1: row 0 sits at position -1 and still sees keys 0 to 2.
  The answer: tests/gen/checkof.py's numpy prefix-ignored, written with %.4f.
cmd
  $ATTN check --of attend -q Q.csv -k K.csv -v V.csv --offset -1 --prefix 3 answer.csv -p 6
file K.csv
  1,2,0
  0,1,1
  -1,0,2
  0.5,-1,1
file Q.csv
  1,0,2
  0.5,1,-1
  2,-1,0
  0,1,1
file V.csv
  1,0
  0,3
  2,1
  -1,0.5
file answer.csv
  0.0000,0.0000
  1.0000,0.0000
  0.6405,1.0786
  1.0000,1.3333
stdout
  row 0, column 0: expected 1.23374, got 0, difference 1.23374
  row 0, column 1: expected 1.43038, got 0, difference 1.43038
  row 1, column 0: expected 0.860381, got 1, difference 0.139619
  row 1, column 1: expected 0.591496, got 0, difference 0.591496
  row 2, column 0: expected 0.868784, got 0.6405, difference 0.228284
  row 2, column 1: expected 1.06542, got 1.0786, difference 0.0131774
  6 of 8 cells differ (largest difference 1.43038 at row 0, column 1)
  likely mistake (prefix-ignored): --prefix 3 was left out: plain causal attention, each row seeing the keys up to its own position only, not all of the prefix's keys 0 to 2
status 1
