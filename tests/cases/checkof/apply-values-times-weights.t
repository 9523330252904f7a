how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The weights A given: O = A V, exactly rounded (mpmath).
  The answer: tests/gen/checkof.py's numpy values-times-weights, written with %.4f.
cmd
  $ATTN check --of apply -a A.csv -v V.csv answer.csv -p 6
file A.csv
  0.5,0.25,0.25
  0.1,0.6,0.3
  0.2,0.2,0.6
file V.csv
  1,0,2
  0,3,-1
  2,1,0
file answer.csv
  0.9000,0.6500,1.4500
  0.1000,1.6000,0.3000
  1.1000,1.1000,0.8000
stdout
  row 0, column 0: expected 1, got 0.9, difference 0.1
  row 0, column 1: expected 1, got 0.65, difference 0.35
  row 0, column 2: expected 0.75, got 1.45, difference 0.7
  row 1, column 0: expected 0.7, got 0.1, difference 0.6
  row 1, column 1: expected 2.1, got 1.6, difference 0.5
  row 1, column 2: expected -0.4, got 0.3, difference 0.7
  row 2, column 0: expected 1.4, got 1.1, difference 0.3
  row 2, column 1: expected 1.2, got 1.1, difference 0.1
  row 2, column 2: expected 0.2, got 0.8, difference 0.6
  9 of 9 cells differ (largest difference 0.7 at row 0, column 2)
  likely mistake (values-times-weights): V A, not A V: the values times the weights
status 1
