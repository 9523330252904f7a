how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The scores, multiples of 0.25, rounded to 1 decimal as numpy rounds, halves to even: 0.25 to 0.2, 0.75 to 0.8.
  The answer: tests/gen/checkof.py's numpy scores-rounded, written with %.4f.
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
  0.3536,0.2145,0.4319
  0.7184,0.2164,0.0652
  0.2950,0.4864,0.2186
stdout
  row 0, column 0: expected 0.345954, got 0.3536, difference 0.00764581
  row 0, column 1: expected 0.209832, got 0.2145, difference 0.00466817
  row 0, column 2: expected 0.444214, got 0.4319, difference 0.012314
  row 1, column 0: expected 0.730679, got 0.7184, difference 0.0122791
  row 1, column 1: expected 0.209343, got 0.2164, difference 0.00705692
  row 1, column 2: expected 0.0599778, got 0.0652, difference 0.0052222
  row 2, column 0: expected 0.291756, got 0.295, difference 0.00324404
  row 2, column 1: expected 0.481024, got 0.4864, difference 0.00537574
  row 2, column 2: expected 0.22722, got 0.2186, difference 0.00861977
  9 of 9 cells differ (largest difference 0.012314 at row 0, column 2)
  likely mistake (scores-rounded): the scores were rounded to 1 decimal (halves to even, as numpy rounds) before the softmax
status 1
