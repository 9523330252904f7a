how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  2 queries, 4 keys, --offset 2: the bottom-right diagonal of a decoder with cached keys.
  The answer: tests/gen/checkof.py's numpy offset-ignored, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --causal --offset 2 answer.csv -p 6
file K.csv
  1,2,0
  0,1,1
  -1,0,2
  0.5,-1,1
file Q.csv
  1,0,2
  0.5,1,-1
file answer.csv
  1.0000,0.0000,0.0000,0.0000
  0.8090,0.1910,0.0000,0.0000
stdout
  row 0, column 0: expected 0.167943, got 1, difference 0.832057
  row 0, column 1: expected 0.29916, got 0, difference 0.29916
  row 0, column 2: expected 0.532897, got 0, difference 0.532897
  row 1, column 0: expected 0.725764, got 0.809, difference 0.0832358
  row 1, column 1: expected 0.171374, got 0.191, difference 0.0196258
  row 1, column 2: expected 0.0404665, got 0, difference 0.0404665
  row 1, column 3: expected 0.0623951, got 0, difference 0.0623951
  7 of 8 cells differ (largest difference 0.832057 at row 0, column 0)
  likely mistake (offset-ignored): --offset 2 was left out: row i sat at key i (top-left), not at key i + 2
status 1
