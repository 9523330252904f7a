how
  X small and uneven, row i at position i; the expected rows each pair turned by the real angle p B^(-2t/R), every output exactly rounded (mpmath, tests/lib/rotary.py).
  Four rows, --segments 0, 0, 1, 1: positions 0, 1, 0, 1.
  The answer: tests/gen/checkof.py's numpy rope-positions-from-1, written with %.4f.
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
  0.1196,2.0099,1.1116,-0.9800
  -2.0267,-1.0198,-0.3776,0.9798
  0.7794,0.0200,3.0647,-1.9999
  -0.4932,0.4599,-1.3254,2.0096
stdout
  row 0, column 0: expected 1, got 0.1196, difference 0.8804
  row 0, column 1: expected 2, got 2.0099, difference 0.0099
  row 0, column 2: expected 0.5, got 1.1116, difference 0.6116
  row 0, column 3: expected -1, got -0.98, difference 0.02
  row 1, column 0: expected -1.41279, got -2.0267, difference 0.613909
  row 1, column 1: expected -1.00995, got -1.0198, difference 0.00985017
  row 1, column 2: expected 1.50134, got -0.3776, difference 1.87894
  row 1, column 3: expected 0.98995, got 0.9798, difference 0.0101502
  row 2, column 0: expected 3, got 0.7794, difference 2.2206
  row 2, column 1: expected 0, got 0.02, difference 0.02
  row 2, column 2: expected 1, got 3.0647, difference 2.0647
  row 2, column 3: expected -2, got -1.9999, difference 0.0001
  row 3, column 0: expected -1.38177, got -0.4932, difference 0.888573
  row 3, column 1: expected 0.479975, got 0.4599, difference 0.0200753
  row 3, column 2: expected -0.301169, got -1.3254, difference 1.02423
  row 3, column 3: expected 2.0049, got 2.0096, difference 0.00470008
  16 of 16 cells differ (largest difference 2.2206 at row 2, column 0)
  likely mistake (rope-positions-from-1): the positions in each sequence were counted from 1, not 0
status 1
