how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy exp2, written with %.4f.
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
  0.3453,0.2441,0.4106
  0.6261,0.2632,0.1107
  0.3072,0.4345,0.2583
stdout
  row 0, column 0: expected 0.345954, got 0.3453, difference 0.000654195
  row 0, column 1: expected 0.209832, got 0.2441, difference 0.0342682
  row 0, column 2: expected 0.444214, got 0.4106, difference 0.033614
  row 1, column 0: expected 0.730679, got 0.6261, difference 0.104579
  row 1, column 1: expected 0.209343, got 0.2632, difference 0.0538569
  row 1, column 2: expected 0.0599778, got 0.1107, difference 0.0507222
  row 2, column 0: expected 0.291756, got 0.3072, difference 0.015444
  row 2, column 1: expected 0.481024, got 0.4345, difference 0.0465243
  row 2, column 2: expected 0.22722, got 0.2583, difference 0.0310802
  9 of 9 cells differ (largest difference 0.104579 at row 1, column 0)
  likely mistake (exp2): the softmax took 2^s instead of e^s
status 1
