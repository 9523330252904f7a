how
  X small and uneven, row i at position i; the expected rows each pair turned by the real angle p B^(-2t/R), every output exactly rounded (mpmath, tests/lib/rotary.py).
  --base 100: theta = 1 and 0.1.
  The answer: tests/gen/checkof.py's numpy rope-positions-from-1, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --base 100 answer.csv -p 6
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
file answer.csv
  0.1196,2.0898,1.1116,-0.7953
  -2.0267,-1.1787,-0.3776,0.7814
  -3.1111,0.5910,-0.5666,-1.9107
stdout
  row 0, column 0: expected 1, got 0.1196, difference 0.8804
  row 0, column 1: expected 2, got 2.0898, difference 0.0898
  row 0, column 2: expected 0.5, got 1.1116, difference 0.6116
  row 0, column 3: expected -1, got -0.7953, difference 0.2047
  row 1, column 0: expected -1.41279, got -2.0267, difference 0.613909
  row 1, column 1: expected -1.09484, got -1.1787, difference 0.0838624
  row 1, column 2: expected 1.50134, got -0.3776, difference 1.87894
  row 1, column 3: expected 0.895171, got 0.7814, difference 0.113771
  row 2, column 0: expected -2.15774, got -3.1111, difference 0.953362
  row 2, column 1: expected 0.397339, got 0.591, difference 0.193661
  row 2, column 2: expected 2.31175, got -0.5666, difference 2.87835
  row 2, column 3: expected -1.96013, got -1.9107, difference 0.0494332
  12 of 12 cells differ (largest difference 2.87835 at row 2, column 2)
  likely mistake (rope-positions-from-1): the positions were counted from 1: row i at i + 1, not i
status 1
