how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy percent, written with %.4f.
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
  34.5954,20.9832,44.4214
  73.0679,20.9343,5.9978
  29.1756,48.1024,22.7220
stdout
  row 0, column 0: expected 0.345954, got 34.5954, difference 34.2494
  row 0, column 1: expected 0.209832, got 20.9832, difference 20.7734
  row 0, column 2: expected 0.444214, got 44.4214, difference 43.9772
  row 1, column 0: expected 0.730679, got 73.0679, difference 72.3372
  row 1, column 1: expected 0.209343, got 20.9343, difference 20.725
  row 1, column 2: expected 0.0599778, got 5.9978, difference 5.93782
  row 2, column 0: expected 0.291756, got 29.1756, difference 28.8838
  row 2, column 1: expected 0.481024, got 48.1024, difference 47.6214
  row 2, column 2: expected 0.22722, got 22.722, difference 22.4948
  9 of 9 cells differ (largest difference 72.3372 at row 1, column 0)
  likely mistake (percent): the weights were written as percentages, times 100
status 1
