how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy scale-rounded + softmax-columns, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 6
file K.csv
  1,2,0
  0,1,1
  -1,0,2
file Q.csv
  1,0,2
  0.5,1,-1
  2,-1,0.5
file answer.csv
  0.2686,0.6045,0.8338
  0.5685,0.2224,0.0533
  0.1629,0.1732,0.1128
stdout
  row 0, column 0: expected 0.167943, got 0.2686, difference 0.100657
  row 0, column 1: expected 0.29916, got 0.6045, difference 0.30534
  row 0, column 2: expected 0.532897, got 0.8338, difference 0.300903
  row 1, column 0: expected 0.774062, got 0.5685, difference 0.205562
  row 1, column 1: expected 0.182779, got 0.2224, difference 0.0396213
  row 1, column 2: expected 0.0431594, got 0.0533, difference 0.0101406
  row 2, column 0: expected 0.432781, got 0.1629, difference 0.269881
  row 2, column 1: expected 0.324263, got 0.1732, difference 0.151063
  row 2, column 2: expected 0.242956, got 0.1128, difference 0.130156
  9 of 9 cells differ (largest difference 0.30534 at row 0, column 1)
  likely mistakes (scale-rounded + softmax-columns): sqrt(d_k) = 1.73205 was rounded to whole numbers, 2, before the dot products were divided by it; then a softmax down each of the 3 columns, not along each row
status 1
