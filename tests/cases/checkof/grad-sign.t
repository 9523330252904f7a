how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  The answer: tests/gen/checkof.py's numpy grad-sign, written with %.4f.
cmd
  $ATTN check --of grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt v answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file V.csv
  1,0,2
  0,3,-1
  2,1,0
file answer.csv
  0.2388,-1.5614,-0.4473
  -0.2410,-0.4033,-0.6690
  -0.4978,-0.2853,-0.1337
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected -0.238847, got 0.2388, difference 0.477647
  row 0, column 1: expected 1.5614, got -1.5614, difference 3.1228
  row 0, column 2: expected 0.447327, got -0.4473, difference 0.894627
  row 1, column 0: expected 0.241001, got -0.241, difference 0.482001
  row 1, column 1: expected 0.403346, got -0.4033, difference 0.806646
  row 1, column 2: expected 0.668956, got -0.669, difference 1.33796
  row 2, column 0: expected 0.497846, got -0.4978, difference 0.995646
  row 2, column 1: expected 0.285258, got -0.2853, difference 0.570558
  row 2, column 2: expected 0.133717, got -0.1337, difference 0.267417
  9 of 9 cells differ (largest difference 3.1228 at row 0, column 1)
  likely mistake (grad-sign): dV with its sign flipped
status 1
