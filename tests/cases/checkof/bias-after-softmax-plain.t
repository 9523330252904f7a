how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The bias on the weights, not renormalised.
  The answer: tests/gen/checkof.py's numpy bias-after-softmax, written with %.4f.
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
  0.8460,-0.7902,0.4442
  1.7307,0.2093,2.0600
  0.2918,-0.0190,0.2272
stdout
  row 0, column 0: expected 0.522429, got 0.846, difference 0.323571
  row 0, column 1: expected 0.0707031, got -0.7902, difference 0.860903
  row 0, column 2: expected 0.406868, got 0.4442, difference 0.037332
  row 1, column 0: expected 0.752712, got 1.7307, difference 0.977988
  row 1, column 1: expected 0.0793353, got 0.2093, difference 0.129965
  row 1, column 2: expected 0.167953, got 2.06, difference 1.89205
  row 2, column 0: expected 0.359867, got 0.2918, difference 0.0680675
  row 2, column 1: expected 0.359867, got -0.019, difference 0.378867
  row 2, column 2: expected 0.280265, got 0.2272, difference 0.0530651
  9 of 9 cells differ (largest difference 1.89205 at row 1, column 2)
  likely mistake (bias-after-softmax): the bias was added to the weights after the softmax, not to the scores before it
status 1
