how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  d_k = 3: sqrt(3) = 1.73205 written 2, and the dot products divided by it (1/sqrt(3) written 1 is no-scale, not tried).
  The answer: tests/gen/checkof.py's numpy scale-rounded, written with %.4f.
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
  0.1863,0.3072,0.5065
  0.7307,0.2093,0.0600
  0.4192,0.3265,0.2543
stdout
  row 0, column 0: expected 0.167943, got 0.1863, difference 0.0183565
  row 0, column 1: expected 0.29916, got 0.3072, difference 0.00804029
  row 0, column 2: expected 0.532897, got 0.5065, difference 0.0263968
  row 1, column 0: expected 0.774062, got 0.7307, difference 0.0433619
  row 1, column 1: expected 0.182779, got 0.2093, difference 0.0265213
  row 1, column 2: expected 0.0431594, got 0.06, difference 0.0168406
  row 2, column 0: expected 0.432781, got 0.4192, difference 0.0135806
  row 2, column 1: expected 0.324263, got 0.3265, difference 0.00223671
  row 2, column 2: expected 0.242956, got 0.2543, difference 0.0113439
  9 of 9 cells differ (largest difference 0.0433619 at row 1, column 0)
  likely mistake (scale-rounded): sqrt(d_k) = 1.73205 was rounded to whole numbers, 2, before the dot products were divided by it
status 1
