how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy softcap-ignored, written with %.4f.
cmd
  $ATTN check --of attend -q Q.csv -k K.csv -v V.csv --softcap 1.5 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file V.csv
  1,0,2
  0,3,-1
  2,1,0
file answer.csv
  1.2344,1.0737,0.4821
  0.8506,0.6880,1.2520
  0.7462,1.6703,0.1025
stdout
  row 0, column 0: expected 1.17103, got 1.2344, difference 0.0633706
  row 0, column 1: expected 1.12392, got 1.0737, difference 0.0502246
  row 0, column 2: expected 0.466822, got 0.4821, difference 0.0152778
  row 1, column 0: expected 0.845334, got 0.8506, difference 0.00526622
  row 1, column 1: expected 0.811052, got 0.688, difference 0.123052
  row 1, column 2: expected 1.10218, got 1.252, difference 0.149816
  row 2, column 0: expected 0.763851, got 0.7462, difference 0.0176509
  row 2, column 1: expected 1.65299, got 1.6703, difference 0.0173101
  row 2, column 2: expected 0.110874, got 0.1025, difference 0.00837442
  9 of 9 cells differ (largest difference 0.149816 at row 1, column 2)
  likely mistake (softcap-ignored): --softcap 1.5 was left out: the scores were not mapped to C*tanh(x/C)
status 1
