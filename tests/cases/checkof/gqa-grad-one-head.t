how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  --heads 4 --kv-heads 2: dK of each key/value head from its first query head.
  The answer: tests/gen/checkof.py's numpy gqa-grad-one-head, written with %.4f.
cmd
  $ATTN check --of grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt k --heads 4 --kv-heads 2 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1,0.5,1,-0.5,0
  0.5,1,-1,0,2,1,0,1
  2,-1,0,1,1,-0.5,1,0.5
file V.csv
  1,0,2,1
  0,3,-1,0.5
  2,1,0,-1
file answer.csv
  -0.7612,-0.0432,0.2058,0.0845
  1.0858,-0.2117,0.4680,0.5379
  -0.3246,0.2550,-0.6738,-0.6224
file dO.csv
  1,0,-0.5,2,0.5,0.5,1,-1
  0.25,1,1.5,-1,0,2,-0.5,0.75
  -2,0.5,1,1,1,-1,0.5,0
stdout
  row 0, column 0: expected -2.53394, got -0.7612, difference 1.77274
  row 0, column 1: expected 0.44874, got -0.0432, difference 0.49194
  row 0, column 2: expected 0.140581, got 0.2058, difference 0.0652189
  row 0, column 3: expected 0.0811047, got 0.0845, difference 0.00339528
  row 1, column 0: expected 3.5755, got 1.0858, difference 2.4897
  row 1, column 1: expected -0.872815, got -0.2117, difference 0.661115
  row 1, column 2: expected 0.561072, got 0.468, difference 0.0930724
  row 1, column 3: expected 0.752673, got 0.5379, difference 0.214773
  row 2, column 0: expected -1.04156, got -0.3246, difference 0.71696
  row 2, column 1: expected 0.424074, got 0.255, difference 0.169074
  row 2, column 2: expected -0.701653, got -0.6738, difference 0.0278535
  row 2, column 3: expected -0.833778, got -0.6224, difference 0.211378
  12 of 12 cells differ (largest difference 2.4897 at row 1, column 0)
  likely mistake (gqa-grad-one-head): dK of each key/value head came from the first of its 2 query heads alone, not summed over them
status 1
