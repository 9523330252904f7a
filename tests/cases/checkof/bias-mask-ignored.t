how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy mask-ignored, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --bias B.csv answer.csv -p 6
file B.csv
  0,-inf,0.5
  1,0,-inf
  0,0,0
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.2686,0.1629,0.5685
  0.8806,0.0928,0.0266
  0.2918,0.4810,0.2272
stdout
  row 0, column 0: expected 0.320821, got 0.2686, difference 0.0522213
  row 0, column 1: expected 0, got 0.1629, difference 0.1629
  row 0, column 2: expected 0.679179, got 0.5685, difference 0.110679
  row 1, column 0: expected 0.904651, got 0.8806, difference 0.0240505
  row 1, column 1: expected 0.0953495, got 0.0928, difference 0.00254946
  row 1, column 2: expected 0, got 0.0266, difference 0.0266
  6 of 9 cells differ (largest difference 0.1629 at row 0, column 1)
  likely mistake (mask-ignored): no mask was applied: the 2 masked entries were counted like the others
status 1
