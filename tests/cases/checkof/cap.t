how
  22 cells, each 0.01 off the right weights (mpmath): 20 listed, then how many more.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 6
file K.csv
  1,0.5
  -0.5,1
file Q.csv
  -2,-1
  0,2
  2,1
  -1,0
  1,-1
  -2,2
  0,1
  2,0
  -1,-1
  1,2
  -2,1
file answer.csv
  0.1558,0.8642
  0.3402,0.6798
  0.8642,0.1558
  0.2672,0.7528
  0.8144,0.2056
  0.0658,0.9542
  0.4225,0.5975
  0.9030,0.1170
  0.3402,0.6798
  0.5975,0.4225
  0.0876,0.9324
stdout
  row 0, column 0: expected 0.14582, got 0.1558, difference 0.00997975
  row 0, column 1: expected 0.85418, got 0.8642, difference 0.0100202
  row 1, column 0: expected 0.330238, got 0.3402, difference 0.00996155
  row 1, column 1: expected 0.669762, got 0.6798, difference 0.0100385
  row 2, column 0: expected 0.85418, got 0.8642, difference 0.0100202
  row 2, column 1: expected 0.14582, got 0.1558, difference 0.00997975
  row 3, column 0: expected 0.257183, got 0.2672, difference 0.0100167
  row 3, column 1: expected 0.742817, got 0.7528, difference 0.00998332
  row 4, column 0: expected 0.80443, got 0.8144, difference 0.00997032
  row 4, column 1: expected 0.19557, got 0.2056, difference 0.0100297
  row 5, column 0: expected 0.0558072, got 0.0658, difference 0.00999278
  row 5, column 1: expected 0.944193, got 0.9542, difference 0.0100072
  row 6, column 0: expected 0.412521, got 0.4225, difference 0.009979
  row 6, column 1: expected 0.587479, got 0.5975, difference 0.010021
  row 7, column 0: expected 0.892958, got 0.903, difference 0.0100418
  row 7, column 1: expected 0.107042, got 0.117, difference 0.0099582
  row 8, column 0: expected 0.330238, got 0.3402, difference 0.00996155
  row 8, column 1: expected 0.669762, got 0.6798, difference 0.0100385
  row 9, column 0: expected 0.587479, got 0.5975, difference 0.010021
  row 9, column 1: expected 0.412521, got 0.4225, difference 0.009979
  ... and 2 more
  22 of 22 cells differ (largest difference 0.0100418 at row 7, column 0)
  no common mistake reproduces this answer
status 1
