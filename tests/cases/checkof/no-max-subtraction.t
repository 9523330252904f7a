how
  Row 0 scores 1131.4 and 28.3: exp(1131.4) overflows, so exp(s) / sum is inf / inf = nan and 0.
  The answer: tests/gen/checkof.py's numpy no-max-subtraction, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 6
file K.csv
  40,1
  1,0
file Q.csv
  40,0
  0,1
file answer.csv
  nan,0.0000
  0.6698,0.3302
stdout
  row 0, column 0: expected 1, got nan, difference nan
  1 of 4 cells differ (largest difference nan at row 0, column 0)
  likely mistake (no-max-subtraction): the softmax took exp(s) without subtracting the row's maximum, and exp(1131.37) is inf in double
status 1
