how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  --heads 4 --kv-heads 2: dK sums over the query heads that read each key/value head.
  The answer: tests/gen/checkof.py's numpy gqa-modulo, written with %.4f.
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
  -1.2480,-0.8137,-0.1939,0.0877
  1.3256,0.6089,1.1212,-0.1192
  -0.0777,0.2048,-0.9273,0.0315
file dO.csv
  1,0,-0.5,2,0.5,0.5,1,-1
  0.25,1,1.5,-1,0,2,-0.5,0.75
  -2,0.5,1,1,1,-1,0.5,0
stdout
  row 0, column 0: expected -2.53394, got -1.248, difference 1.28594
  row 0, column 1: expected 0.44874, got -0.8137, difference 1.26244
  row 0, column 2: expected 0.140581, got -0.1939, difference 0.334481
  row 0, column 3: expected 0.0811047, got 0.0877, difference 0.00659528
  row 1, column 0: expected 3.5755, got 1.3256, difference 2.2499
  row 1, column 1: expected -0.872815, got 0.6089, difference 1.48171
  row 1, column 2: expected 0.561072, got 1.1212, difference 0.560128
  row 1, column 3: expected 0.752673, got -0.1192, difference 0.871873
  row 2, column 0: expected -1.04156, got -0.0777, difference 0.96386
  row 2, column 1: expected 0.424074, got 0.2048, difference 0.219274
  row 2, column 2: expected -0.701653, got -0.9273, difference 0.225647
  row 2, column 3: expected -0.833778, got 0.0315, difference 0.865278
  12 of 12 cells differ (largest difference 2.2499 at row 1, column 0)
  likely mistake (gqa-modulo): query head h used key/value head h mod 2, not h / 2 rounded down
status 1
