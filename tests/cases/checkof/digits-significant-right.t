how
  Q = [20,0;0,1], K = I: the right weights are 0.99999928, 7.2135e-07 and 0.33024, 0.66976 (mpmath), here in four significant digits: right to the digits written.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 3
file K.csv
  1,0
  0,1
file Q.csv
  20,0
  0,1
file answer.csv
  1,7.214e-07
  0.3302,0.6698
stdout
  right to the digits written (4 cells)
