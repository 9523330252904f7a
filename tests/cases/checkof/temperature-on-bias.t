how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --temperature 2 and a finite bias.
  The answer: tests/gen/checkof.py's numpy temperature-on-bias, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --bias B.csv --temperature 2 answer.csv -p 6
file B.csv
  0.5,-1,0
  1,0,2
  0,-0.5,0
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.4444,0.1635,0.3922
  0.5565,0.1807,0.2629
  0.3469,0.3469,0.3062
stdout
  row 0, column 0: expected 0.537327, got 0.4444, difference 0.0929273
  row 0, column 1: expected 0.0933735, got 0.1635, difference 0.0701265
  row 0, column 2: expected 0.369299, got 0.3922, difference 0.0229007
  row 1, column 0: expected 0.506147, got 0.5565, difference 0.0503535
  row 1, column 1: expected 0.0996662, got 0.1807, difference 0.0810338
  row 1, column 2: expected 0.394187, got 0.2629, difference 0.131287
  row 2, column 0: expected 0.375757, got 0.3469, difference 0.0288565
  row 2, column 1: expected 0.292639, got 0.3469, difference 0.0542605
  row 2, column 2: expected 0.331604, got 0.3062, difference 0.025404
  9 of 9 cells differ (largest difference 0.131287 at row 1, column 2)
  likely mistake (temperature-on-bias): the bias was divided by the temperature 2 too: (s + b) / T, not s / T + b
status 1
