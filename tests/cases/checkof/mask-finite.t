how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The masked scores written -1e9 (%.4f).
  The answer: tests/gen/checkof.py's numpy mask-finite, written with %.4f.
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
  1.0000,-1000000000.0000,-1000000000.0000
  1.2500,0.0000,-1000000000.0000
  -0.5000,0.0000,-0.7500
stdout
  row 0, column 1: expected -inf, got -1e+09, difference inf
  row 0, column 2: expected -inf, got -1e+09, difference inf
  row 1, column 2: expected -inf, got -1e+09, difference inf
  3 of 9 cells differ (largest difference inf at row 0, column 1)
  likely mistake (mask-finite): the masked scores were written as -1e9, not -inf
status 1
