how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The weights A given: O = A V, exactly rounded (mpmath).  --heads 2: V cut strided, O joined so.
  The answer: tests/gen/checkof.py's numpy heads-interleaved@output, written with %.4f.
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
  1.0000,2.1000,0.7500,0.1000
  1.4000,0.7000,0.2000,0.7000
stdout
  row 0, column 1: expected 1, got 2.1, difference 1.1
  row 0, column 2: expected -0.4, got 0.75, difference 1.15
  row 1, column 1: expected 1.2, got 0.7, difference 0.5
  row 1, column 2: expected 1.2, got 0.2, difference 1
  4 of 8 cells differ (largest difference 1.15 at row 0, column 2)
  likely mistake (heads-interleaved): head h took V's columns h, h+2, ..., and its output went back to columns h, h+2, ..., not to its block of 2
status 1
