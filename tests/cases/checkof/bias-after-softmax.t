how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The bias on the weights, each row then divided by its sum.
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
  1.6919,-1.5803,0.8884
  0.4327,0.0523,0.5150
  0.5835,-0.0380,0.4544
stdout
  row 0, column 0: expected 0.522429, got 1.6919, difference 1.16947
  row 0, column 1: expected 0.0707031, got -1.5803, difference 1.651
  row 0, column 2: expected 0.406868, got 0.8884, difference 0.481532
  row 1, column 0: expected 0.752712, got 0.4327, difference 0.320012
  row 1, column 1: expected 0.0793353, got 0.0523, difference 0.0270353
  row 1, column 2: expected 0.167953, got 0.515, difference 0.347047
  row 2, column 0: expected 0.359867, got 0.5835, difference 0.223633
  row 2, column 1: expected 0.359867, got -0.038, difference 0.397867
  row 2, column 2: expected 0.280265, got 0.4544, difference 0.174135
  9 of 9 cells differ (largest difference 1.651 at row 0, column 1)
  likely mistake (bias-after-softmax): the bias was added to the weights after the softmax, not to the scores before it, and each row divided by its new sum
status 1
