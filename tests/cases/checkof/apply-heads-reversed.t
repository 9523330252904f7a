how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The weights A given: O = A V, exactly rounded (mpmath).  --heads 2.
  The answer: tests/gen/checkof.py's numpy heads-reversed, written with %.4f.
cmd
  $ATTN check --of apply -a A.csv -v V.csv --heads 2 answer.csv -p 6
file A.csv
  0.5,0.25,0.25,0.1,0.6,0.3
  0.2,0.2,0.6,0.7,0.2,0.1
file V.csv
  1,0,2,1
  0,3,-1,0.5
  2,1,0,-1
file answer.csv
  -0.4000,0.1000,1.0000,1.0000
  1.2000,0.7000,1.4000,1.2000
stdout
  row 0, column 0: expected 1, got -0.4, difference 1.4
  row 0, column 1: expected 1, got 0.1, difference 0.9
  row 0, column 2: expected -0.4, got 1, difference 1.4
  row 0, column 3: expected 0.1, got 1, difference 0.9
  row 1, column 0: expected 1.4, got 1.2, difference 0.2
  row 1, column 1: expected 1.2, got 0.7, difference 0.5
  row 1, column 2: expected 1.2, got 1.4, difference 0.2
  row 1, column 3: expected 0.7, got 1.2, difference 0.5
  8 of 8 cells differ (largest difference 1.4 at row 0, column 0)
  likely mistake (heads-reversed): the heads' outputs were joined last head first: head 1's block came first, head 0's last
status 1
