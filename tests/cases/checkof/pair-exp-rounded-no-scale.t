how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  No scale, and each e^s to 1 decimal.
  The answer: tests/gen/checkof.py's numpy no-scale + exp-rounded, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.3318,0.1211,0.5471
  0.9173,0.0752,0.0075
  0.2500,0.6250,0.1250
stdout
  row 0, column 0: expected 0.345954, got 0.3318, difference 0.0141542
  row 0, column 1: expected 0.209832, got 0.1211, difference 0.0887318
  row 0, column 2: expected 0.444214, got 0.5471, difference 0.102886
  row 1, column 0: expected 0.730679, got 0.9173, difference 0.186621
  row 1, column 1: expected 0.209343, got 0.0752, difference 0.134143
  row 1, column 2: expected 0.0599778, got 0.0075, difference 0.0524778
  row 2, column 0: expected 0.291756, got 0.25, difference 0.041756
  row 2, column 1: expected 0.481024, got 0.625, difference 0.143976
  row 2, column 2: expected 0.22722, got 0.125, difference 0.10222
  9 of 9 cells differ (largest difference 0.186621 at row 1, column 0)
  likely mistakes (no-scale + exp-rounded): the dot products were not divided by sqrt(d_k) = 2; then each e^s was written down rounded to 1 decimal, then summed and divided
status 1
