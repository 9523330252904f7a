how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy softmax-sum-broadcast, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.3460,0.3451,1.6789
  0.4442,0.2093,0.1378
  0.0772,0.2093,0.2272
stdout
  row 0, column 1: expected 0.209832, got 0.3451, difference 0.135268
  row 0, column 2: expected 0.444214, got 1.6789, difference 1.23469
  row 1, column 0: expected 0.730679, got 0.4442, difference 0.286479
  row 1, column 2: expected 0.0599778, got 0.1378, difference 0.0778222
  row 2, column 0: expected 0.291756, got 0.0772, difference 0.214556
  row 2, column 1: expected 0.481024, got 0.2093, difference 0.271724
  6 of 9 cells differ (largest difference 1.23469 at row 0, column 2)
  likely mistake (softmax-sum-broadcast): each column j of e^s was divided by row j's sum, not each row by its own: numpy's e / e.sum(axis=1) without keepdims=True
status 1
