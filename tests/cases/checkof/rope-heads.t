how
  X small and uneven, row i at position i; the expected rows each pair turned by the real angle p B^(-2t/R), every output exactly rounded (mpmath, tests/lib/rotary.py).
  --heads 2: each head's 4 columns turned alike.
  The answer: tests/gen/checkof.py's numpy rope-other-pairing, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --heads 2 answer.csv -p 6
file X.csv
  1,2,0.5,-1,1,-0.5,-2,-1
  0.5,-1,2,1,-1,-2,1,-0.5
  3,0,1,-2,2,-1,0,-3
file answer.csv
  1.0000,2.0000,0.5000,-1.0000,1.0000,-0.5000,-2.0000,-1.0000
  1.1116,-0.1196,1.9899,1.0199,1.1426,-1.9221,1.0049,-0.4900
  -1.2484,2.7279,1.0398,-1.9796,0.0770,2.2347,0.0600,-2.9994
stdout
  row 1, column 0: expected -1.41279, got 1.1116, difference 2.52439
  row 1, column 1: expected -1.00995, got -0.1196, difference 0.89035
  row 1, column 2: expected 1.50134, got 1.9899, difference 0.48856
  row 1, column 3: expected 0.98995, got 1.0199, difference 0.0299498
  row 1, column 4: expected -1.38177, got 1.1426, difference 2.52437
  row 1, column 5: expected -1.9949, got -1.9221, difference 0.0728001
  row 1, column 6: expected -0.301169, got 1.0049, difference 1.30607
  row 1, column 7: expected -0.519975, got -0.49, difference 0.0299747
  row 2, column 0: expected -2.15774, got -1.2484, difference 0.909338
  row 2, column 1: expected 0.0399973, got 2.7279, difference 2.6879
  row 2, column 2: expected 2.31175, got 1.0398, difference 1.27195
  row 2, column 3: expected -1.9996, got -1.9796, difference 0.02
  row 2, column 4: expected -0.832294, got 0.077, difference 0.909294
  row 2, column 5: expected -0.939804, got 2.2347, difference 3.1745
  row 2, column 6: expected 1.81859, got 0.06, difference 1.75859
  row 2, column 7: expected -3.0194, got -2.9994, difference 0.0199987
  16 of 24 cells differ (largest difference 3.1745 at row 2, column 5)
  likely mistake (rope-other-pairing): the pairs were columns 2t with 2t + 1 (--interleaved), not t with t + R/2 (--half)
status 1
