how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  --heads 4 --kv-heads 2: dV averaged over the two query heads of each.
  The answer: tests/gen/checkof.py's numpy gqa-grad-averaged, written with %.4f.
cmd
  $ATTN check --of grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt v --heads 4 --kv-heads 2 answer.csv -p 6
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
  0.0463,1.2790,0.3500,-0.2594
  0.1715,0.4731,0.3447,0.2882
  0.4072,-0.0021,0.5554,0.5962
file dO.csv
  1,0,-0.5,2,0.5,0.5,1,-1
  0.25,1,1.5,-1,0,2,-0.5,0.75
  -2,0.5,1,1,1,-1,0.5,0
stdout
  row 0, column 0: expected 0.0925766, got 0.0463, difference 0.0462766
  row 0, column 1: expected 2.55797, got 1.279, difference 1.27897
  row 0, column 2: expected 0.699901, got 0.35, difference 0.349901
  row 0, column 3: expected -0.518757, got -0.2594, difference 0.259357
  row 1, column 0: expected 0.343034, got 0.1715, difference 0.171534
  row 1, column 1: expected 0.946144, got 0.4731, difference 0.473044
  row 1, column 2: expected 0.689323, got 0.3447, difference 0.344623
  row 1, column 3: expected 0.576451, got 0.2882, difference 0.288251
  row 2, column 0: expected 0.814389, got 0.4072, difference 0.407189
  row 2, column 1: expected -0.00410966, got -0.0021, difference 0.00200966
  row 2, column 2: expected 1.11078, got 0.5554, difference 0.555376
  row 2, column 3: expected 1.19231, got 0.5962, difference 0.596105
  12 of 12 cells differ (largest difference 1.27897 at row 0, column 1)
  likely mistake (gqa-grad-averaged): dV of each key/value head was averaged over its 2 query heads, not summed
status 1
