how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy temperature-inverted, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --temperature 3 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.2994,0.0668,0.6338
  0.9765,0.0230,0.0005
  0.1680,0.7527,0.0793
stdout
  row 0, column 0: expected 0.340903, got 0.2994, difference 0.041503
  row 0, column 1: expected 0.288568, got 0.0668, difference 0.221768
  row 0, column 2: expected 0.370529, got 0.6338, difference 0.263271
  row 1, column 0: expected 0.477592, got 0.9765, difference 0.498908
  row 1, column 1: expected 0.314848, got 0.023, difference 0.291848
  row 1, column 2: expected 0.20756, got 0.0005, difference 0.20706
  row 2, column 0: expected 0.322435, got 0.168, difference 0.154435
  row 2, column 1: expected 0.380911, got 0.7527, difference 0.371789
  row 2, column 2: expected 0.296654, got 0.0793, difference 0.217354
  9 of 9 cells differ (largest difference 0.498908 at row 1, column 0)
  likely mistake (temperature-inverted): the scores were multiplied by the temperature 3 instead of divided by it
status 1
