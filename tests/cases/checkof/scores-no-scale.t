how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy no-scale, written with %.4f.
cmd
  $ATTN check --of scores -q Q.csv -k K.csv answer.csv -p 6
file K.csv
  1,2,0
  0,1,1
  -1,0,2
file Q.csv
  1,0,2
  0.5,1,-1
file answer.csv
  1.0000,2.0000,3.0000
  2.5000,0.0000,-2.5000
stdout
  row 0, column 0: expected 0.57735, got 1, difference 0.42265
  row 0, column 1: expected 1.1547, got 2, difference 0.845299
  row 0, column 2: expected 1.73205, got 3, difference 1.26795
  row 1, column 0: expected 1.44338, got 2.5, difference 1.05662
  row 1, column 2: expected -1.44338, got -2.5, difference 1.05662
  5 of 6 cells differ (largest difference 1.26795 at row 0, column 2)
  likely mistake (no-scale): the dot products were not divided by sqrt(d_k) = 1.73205
status 1
