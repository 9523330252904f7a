how
  X small and uneven, row i at position i; the expected rows each pair turned by the real angle p B^(-2t/R), every output exactly rounded (mpmath, tests/lib/rotary.py).
  --segments 0, 0, 1, 1: positions 0, 1, 0, 1, not 0, 1, 2, 3.
  The answer: tests/gen/checkof.py's numpy rope-segments-ignored, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --segments G.csv answer.csv -p 6
file G.csv
  0
  0
  1
  1
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
  -1,0.5,1,2
file answer.csv
  1.0000,2.0000,0.5000,-1.0000
  -1.4128,-1.0099,1.5013,0.9900
  -2.1577,0.0400,2.3117,-1.9996
  0.8489,0.4398,-1.1311,2.0141
stdout
  row 2, column 0: expected 3, got -2.1577, difference 5.1577
  row 2, column 1: expected 0, got 0.04, difference 0.04
  row 2, column 2: expected 1, got 2.3117, difference 1.3117
  row 2, column 3: expected -2, got -1.9996, difference 0.0004
  row 3, column 0: expected -1.38177, got 0.8489, difference 2.23067
  row 3, column 1: expected 0.479975, got 0.4398, difference 0.0401753
  row 3, column 2: expected -0.301169, got -1.1311, difference 0.829931
  row 3, column 3: expected 2.0049, got 2.0141, difference 0.00920008
  8 of 16 cells differ (largest difference 5.1577 at row 2, column 0)
  likely mistake (rope-segments-ignored): --segments was left out: the positions ran on through the packed sequences instead of restarting at each
status 1
