how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  d_k = 3: the scores rounded to 2 decimals (C's round, halves away from 0; no score is a tie, so halves to even is not tried), then the softmax, written to 4.
  The answer: tests/gen/checkof.py's numpy scores-rounded, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 6
file K.csv
  1,2,0
  0,1,1
  -1,0,2
file Q.csv
  1,0,2
  0.5,1,-1
file answer.csv
  0.1716,0.3127,0.5156
  0.7649,0.1886,0.0465
stdout
  row 0, column 0: expected 0.167943, got 0.1716, difference 0.00365655
  row 0, column 1: expected 0.29916, got 0.3127, difference 0.0135403
  row 0, column 2: expected 0.532897, got 0.5156, difference 0.0172968
  row 1, column 0: expected 0.774062, got 0.7649, difference 0.00916189
  row 1, column 1: expected 0.182779, got 0.1886, difference 0.0058213
  row 1, column 2: expected 0.0431594, got 0.0465, difference 0.00334059
  6 of 6 cells differ (largest difference 0.0172968 at row 0, column 2)
  likely mistake (scores-rounded): the scores were rounded to 1 decimal before the softmax
status 1
