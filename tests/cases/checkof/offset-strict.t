how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy causal-strict, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --causal --offset 1 answer.csv -p 6
file K.csv
  1,2,0
  0,1,1
  -1,0,2
file Q.csv
  1,0,2
  0.5,1,-1
file answer.csv
  1.0000,0.0000,0.0000
  0.8090,0.1910,0.0000
stdout
  row 0, column 0: expected 0.359543, got 1, difference 0.640457
  row 0, column 1: expected 0.640457, got 0, difference 0.640457
  row 1, column 0: expected 0.774062, got 0.809, difference 0.0349381
  row 1, column 1: expected 0.182779, got 0.191, difference 0.0082213
  row 1, column 2: expected 0.0431594, got 0, difference 0.0431594
  5 of 6 cells differ (largest difference 0.640457 at row 0, column 0)
  likely mistake (causal-strict): the causal mask hid each row's own position too, not only the keys after it
  likely mistake (offset-ignored): --offset 1 was left out: row i sat at key i (top-left), not at key i + 1
status 1
