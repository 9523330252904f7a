how
  X small and uneven, row i at position i; the expected rows each pair turned by the real angle p B^(-2t/R), every output exactly rounded (mpmath, tests/lib/rotary.py). The answer is them, in full.
cmd
  $ATTN check --of rope -x X.csv answer.csv -p 6
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
file answer.csv
  1,2,0.5,-1
  -1.4127908166817231,-1.009949833750832,1.5013401041402277,0.9899501670824986
  -2.1577379364671088,0.03999733338666616,2.3117454439299028,-1.9996000133331555
stdout
  right to the digits written (12 cells)
