how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy bias-ignored, written with %.4f.
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
  0.3460,0.2098,0.4442
  0.7307,0.2093,0.0600
  0.2918,0.4810,0.2272
stdout
  row 0, column 0: expected 0.522429, got 0.346, difference 0.176429
  row 0, column 1: expected 0.0707031, got 0.2098, difference 0.139097
  row 0, column 2: expected 0.406868, got 0.4442, difference 0.037332
  row 1, column 0: expected 0.752712, got 0.7307, difference 0.022012
  row 1, column 1: expected 0.0793353, got 0.2093, difference 0.129965
  row 1, column 2: expected 0.167953, got 0.06, difference 0.107953
  row 2, column 0: expected 0.359867, got 0.2918, difference 0.0680675
  row 2, column 1: expected 0.359867, got 0.481, difference 0.121133
  row 2, column 2: expected 0.280265, got 0.2272, difference 0.0530651
  9 of 9 cells differ (largest difference 0.176429 at row 0, column 0)
  likely mistake (bias-ignored): the bias was not added
status 1
