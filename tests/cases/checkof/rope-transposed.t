how
  X small and uneven, row i at position i; the expected rows each pair turned by the real angle p B^(-2t/R), every output exactly rounded (mpmath, tests/lib/rotary.py).
  The answer: tests/gen/checkof.py's numpy transposed, written with %.4f.
cmd
  $ATTN check --of rope -x X.csv answer.csv -p 6
file X.csv
  1,2,0.5,-1
  0.5,-1,2,1
  3,0,1,-2
file answer.csv
  1.0000,-1.4128,-2.1577
  2.0000,-1.0099,0.0400
  0.5000,1.5013,2.3117
  -1.0000,0.9900,-1.9996
stdout
  shapes differ: expected 3x4, got 4x3
  likely mistake (transposed): the right matrix transposed: 4x3 instead of 3x4
status 1
