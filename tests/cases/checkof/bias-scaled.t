how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy bias-scaled, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --bias B.csv answer.csv -p 6
file B.csv
  0.5,-1,0
  1,0,2
  0,-0.5,0
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.4373,0.1253,0.4373
  0.7639,0.1327,0.1034
  0.3265,0.4192,0.2543
stdout
  row 0, column 0: expected 0.522429, got 0.4373, difference 0.0851289
  row 0, column 1: expected 0.0707031, got 0.1253, difference 0.0545969
  row 0, column 2: expected 0.406868, got 0.4373, difference 0.030432
  row 1, column 0: expected 0.752712, got 0.7639, difference 0.011188
  row 1, column 1: expected 0.0793353, got 0.1327, difference 0.0533647
  row 1, column 2: expected 0.167953, got 0.1034, difference 0.0645527
  row 2, column 0: expected 0.359867, got 0.3265, difference 0.0333675
  row 2, column 1: expected 0.359867, got 0.4192, difference 0.0593325
  row 2, column 2: expected 0.280265, got 0.2543, difference 0.0259651
  9 of 9 cells differ (largest difference 0.0851289 at row 0, column 0)
  likely mistake (bias-scaled): the bias was added to the dot products before the scale, so it was multiplied by 0.5 too
status 1
