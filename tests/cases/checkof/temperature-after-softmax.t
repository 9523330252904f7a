how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --temperature 2.
  The answer: tests/gen/checkof.py's numpy temperature-after-softmax, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --temperature 2 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.1730,0.1049,0.2221
  0.3653,0.1047,0.0300
  0.1459,0.2405,0.1136
stdout
  row 0, column 0: expected 0.343413, got 0.173, difference 0.170413
  row 0, column 1: expected 0.26745, got 0.1049, difference 0.16255
  row 0, column 2: expected 0.389137, got 0.2221, difference 0.167037
  row 1, column 0: expected 0.548918, got 0.3653, difference 0.183618
  row 1, column 1: expected 0.293815, got 0.1047, difference 0.189115
  row 1, column 2: expected 0.157268, got 0.03, difference 0.127268
  row 2, column 0: expected 0.315804, got 0.1459, difference 0.169904
  row 2, column 1: expected 0.4055, got 0.2405, difference 0.165
  row 2, column 2: expected 0.278696, got 0.1136, difference 0.165096
  9 of 9 cells differ (largest difference 0.189115 at row 1, column 1)
  likely mistake (scale-after-softmax): the softmax was taken of the plain dot products and the weights then multiplied by the scale 0.5
  likely mistake (temperature-after-softmax): the weights were divided by the temperature 2 after the softmax, not the scores before it
status 1
