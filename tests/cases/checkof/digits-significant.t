how
  Q = [10,0;0,1], K = I: the weights without the scale are 0.99995460, 4.5398e-05 and 0.26894, 0.73106; the right ones 0.99915, 0.00084860 and 0.33024, 0.66976 (mpmath).  Written in four significant digits, as -p 4 writes them, 0.99995460 is "1": an exponent says so, and the bare 1 is read at the fourth digit, 1.000 (half a unit 5e-4), not at the finest unit written elsewhere (1e-8), which no value but 1 itself would meet.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 3
file K.csv
  1,0
  0,1
file Q.csv
  10,0
  0,1
file answer.csv
  1,4.540e-05
  0.2689,0.7311
stdout
  row 0, column 0: expected 0.999, got 1, difference 0.000849
  row 0, column 1: expected 0.000849, got 4.54e-05, difference 0.000803
  row 1, column 0: expected 0.33, got 0.269, difference 0.0613
  row 1, column 1: expected 0.67, got 0.731, difference 0.0613
  4 of 4 cells differ (largest difference 0.0613 at row 1, column 0)
  likely mistake (no-scale): the dot products were not divided by sqrt(d_k) = 1.41421
status 1
