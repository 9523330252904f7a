how
  X small and uneven, row i at position i; the expected rows each pair turned by the real angle p B^(-2t/R), every output exactly rounded (mpmath, tests/lib/rotary.py).
  --rotary-dim 4 of 6, all 6 turned.
  The answer: tests/gen/checkof.py's numpy rope-rotary-dim-ignored, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 --rotary-dim 4 answer.csv -p 6
file X.csv
  1,2,0.5,-1,2,1
  0.5,-1,2,1,0,-2
  3,0,1,-2,1,1
file answer.csv
  1.0000,2.0000,0.5000,-1.0000,2.0000,1.0000
  -0.5713,-0.9769,2.0906,0.9610,-0.2138,-1.9050
  0.5702,-0.4177,0.9030,3.5602,0.9086,1.0884
stdout
  row 1, column 0: expected -1.41279, got -0.5713, difference 0.841491
  row 1, column 1: expected -1.09484, got -0.9769, difference 0.117938
  row 1, column 2: expected 1.50134, got 2.0906, difference 0.58926
  row 1, column 3: expected 0.895171, got 0.961, difference 0.0658293
  row 1, column 4: expected 0, got -0.2138, difference 0.2138
  row 1, column 5: expected -2, got -1.905, difference 0.095
  row 2, column 0: expected -2.15774, got 0.5702, difference 2.72794
  row 2, column 1: expected 0.397339, got -0.4177, difference 0.815039
  row 2, column 2: expected 2.31175, got 0.903, difference 1.40875
  row 2, column 3: expected -1.96013, got 3.5602, difference 5.52033
  row 2, column 4: expected 1, got 0.9086, difference 0.0914
  row 2, column 5: expected 1, got 1.0884, difference 0.0884
  12 of 18 cells differ (largest difference 5.52033 at row 2, column 3)
  likely mistake (rope-rotary-dim-ignored): --rotary-dim 4 was left out: all 6 columns of a head were turned
status 1
