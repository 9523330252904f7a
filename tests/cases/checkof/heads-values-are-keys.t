how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: head 0 owns columns 0-1, head 1 columns 2-3.
  The answer: tests/gen/checkof.py's numpy values-are-keys, written with %.4f.
cmd
  $ATTN check --of attend -q Q.csv -k K.csv -v V.csv --heads 2 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file V.csv
  1,0,2,1
  0,3,-1,0.5
  2,1,0,-1
file answer.csv
  0.4359,1.4359,1.6182,0.3727
  0.6003,1.6003,0.5641,-0.2220
  0.4359,1.4359,1.2360,0.5696
stdout
  row 0, column 0: expected 0.856034, got 0.4359, difference 0.420134
  row 0, column 1: expected 0.992015, got 1.4359, difference 0.443885
  row 0, column 2: expected 0.127263, got 1.6182, difference 1.49094
  row 0, column 3: expected -0.55458, got 0.3727, difference 0.92728
  row 1, column 0: expected 0.845608, got 0.6003, difference 0.245308
  row 1, column 1: expected 0.790229, got 1.6003, difference 0.810071
  row 1, column 2: expected 0.867955, got 0.5641, difference 0.303855
  row 1, column 3: expected 0.577944, got -0.222, difference 0.799944
  row 2, column 0: expected 0.856034, got 0.4359, difference 0.420134
  row 2, column 1: expected 0.992015, got 1.4359, difference 0.443885
  row 2, column 2: expected -0.264106, got 1.236, difference 1.50011
  row 2, column 3: expected 0.0210395, got 0.5696, difference 0.548561
  12 of 12 cells differ (largest difference 1.50011 at row 2, column 2)
  likely mistake (values-are-keys): the weights were applied to the keys K instead of the values V
status 1
