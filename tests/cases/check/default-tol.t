how
  numpy.isclose with its defaults (atol 1e-8, rtol 1e-5): [T T T] for the
  first ACTUAL, [F F F] for the second; 1.00002 - 1 = 1.999999999990898e-05
  in double (Python).
cmd
  $ATTN check '[0,1,100000]' '[1e-9,1.00001,100001]'; echo $?; $ATTN check '[0,1,100000]' '[1e-7,1.00002,100002]'
stdout
  all 3 cells close (largest difference 1)
  0
  row 0, column 0: expected 0, got 1e-07, difference 1e-07
  row 0, column 1: expected 1, got 1.00002, difference 2e-05
  row 0, column 2: expected 100000, got 100002, difference 2
  3 of 3 cells differ (largest difference 2 at row 0, column 2)
status 1
