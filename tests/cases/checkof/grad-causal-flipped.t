how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The expected gradient: each backward step exactly rounded (mpmath).
  The answer: tests/gen/checkof.py's numpy causal-flipped, written with %.4f.
cmd
  $ATTN check --of grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt v --causal answer.csv -p 6
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
  0.3460,0.1730,-0.1730
  -0.5675,1.6595,0.0894
  0.7215,0.4175,1.3336
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
stdout
  row 0, column 0: expected 0.368578, got 0.346, difference 0.0225781
  row 0, column 1: expected 1.98166, got 0.173, difference 1.80866
  row 0, column 2: expected 0.131959, got -0.173, difference 0.304959
  row 1, column 0: expected 0.017812, got -0.5675, difference 0.585312
  row 1, column 1: expected 0.325144, got 1.6595, difference 1.33436
  row 1, column 2: expected 0.777211, got 0.0894, difference 0.687811
  row 2, column 0: expected 0.11361, got 0.7215, difference 0.60789
  row 2, column 1: expected -0.0568049, got 0.4175, difference 0.474305
  row 2, column 2: expected 0.34083, got 1.3336, difference 0.99277
  9 of 9 cells differ (largest difference 1.80866 at row 0, column 1)
  likely mistake (causal-flipped): the causal mask hid the keys before each row's position instead of those after it
status 1
