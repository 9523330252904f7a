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
  0.4223,0.1554,0.4223
  0.6652,0.2447,0.0900
  0.4223,0.4223,0.1554
stdout
  row 0, column 0: expected 0.345954, got 0.4223, difference 0.0763458
  row 0, column 1: expected 0.209832, got 0.1554, difference 0.0544318
  row 0, column 2: expected 0.444214, got 0.4223, difference 0.021914
  row 1, column 0: expected 0.730679, got 0.6652, difference 0.0654791
  row 1, column 1: expected 0.209343, got 0.2447, difference 0.0353569
  row 1, column 2: expected 0.0599778, got 0.09, difference 0.0300222
  row 2, column 0: expected 0.291756, got 0.4223, difference 0.130544
  row 2, column 1: expected 0.481024, got 0.4223, difference 0.0587243
  row 2, column 2: expected 0.22722, got 0.1554, difference 0.0718198
  9 of 9 cells differ (largest difference 0.130544 at row 2, column 0)
  likely mistake (scores-rounded): the scores were rounded to whole numbers (halves to even, as numpy rounds) before the softmax
status 1
