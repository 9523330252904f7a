how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --no-scale: the scale mistakes are not tried.
  The answer: tests/gen/checkof.py's numpy softmax-columns, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --no-scale answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.3706,0.5761,0.9756
  0.6110,0.2119,0.0066
  0.0184,0.2119,0.0179
stdout
  row 0, column 0: expected 0.331499, got 0.3706, difference 0.039101
  row 0, column 1: expected 0.121952, got 0.5761, difference 0.454148
  row 0, column 2: expected 0.546549, got 0.9756, difference 0.429051
  row 1, column 0: expected 0.918423, got 0.611, difference 0.307423
  row 1, column 1: expected 0.0753887, got 0.2119, difference 0.136511
  row 1, column 2: expected 0.00618829, got 0.0066, difference 0.000411715
  row 2, column 0: expected 0.231224, got 0.0184, difference 0.212824
  row 2, column 1: expected 0.628532, got 0.2119, difference 0.416632
  row 2, column 2: expected 0.140244, got 0.0179, difference 0.122344
  9 of 9 cells differ (largest difference 0.454148 at row 0, column 1)
  likely mistake (softmax-columns): a softmax down each of the 3 columns, not along each row
status 1
