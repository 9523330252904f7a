how
  X small and uneven, row i at position i; the expected rows each pair turned by the real angle p B^(-2t/R), every output exactly rounded (mpmath, tests/lib/rotary.py).
  --interleaved, turned as --half.
  The answer: tests/gen/checkof.py's numpy rope-other-pairing, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv --interleaved answer.csv -p 6
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
file answer.csv
  1.0000,2.0000,0.5000,-1.0000
  -1.4128,-1.0099,1.5013,0.9900
  -2.1577,0.0400,2.3117,-1.9996
stdout
  row 1, column 0: expected 1.11162, got -1.4128, difference 2.52442
  row 1, column 1: expected -0.119567, got -1.0099, difference 0.890333
  row 1, column 2: expected 1.9899, got 1.5013, difference 0.4886
  row 1, column 3: expected 1.01995, got 0.99, difference 0.0299497
  row 2, column 0: expected -1.24844, got -2.1577, difference 0.909259
  row 2, column 1: expected 2.72789, got 0.04, difference 2.68789
  row 2, column 2: expected 1.0398, got 2.3117, difference 1.2719
  row 2, column 3: expected -1.9796, got -1.9996, difference 0.0199987
  8 of 12 cells differ (largest difference 2.68789 at row 2, column 1)
  likely mistake (rope-other-pairing): the pairs were columns t with t + R/2 (--half), not 2t with 2t + 1 (--interleaved)
status 1
