how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: head 0 owns columns 0-1, head 1 columns 2-3. As checkof-coincide, with one softmax per head: both pairs are named.
  The answer: tests/gen/checkof.py's numpy scale-by-d + softmax-whole-matrix, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --heads 2 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.1479,0.0897,0.0544,0.1132,0.1132,0.3951
  0.3131,0.1479,0.0699,0.0687,0.0416,0.0253
  0.0897,0.0544,0.0330,0.0416,0.1132,0.0882
stdout
  row 0, column 0: expected 0.575975, got 0.1479, difference 0.428075
  row 0, column 1: expected 0.283995, got 0.0897, difference 0.194295
  row 0, column 2: expected 0.140029, got 0.0544, difference 0.0856292
  row 0, column 3: expected 0.127263, got 0.1132, difference 0.0140628
  row 0, column 4: expected 0.127263, got 0.1132, difference 0.0140628
  row 0, column 5: expected 0.745474, got 0.3951, difference 0.350374
  row 1, column 0: expected 0.682082, got 0.3131, difference 0.368982
  row 1, column 1: expected 0.236155, got 0.1479, difference 0.0882552
  row 1, column 2: expected 0.0817633, got 0.0699, difference 0.0118633
  row 1, column 3: expected 0.575975, got 0.0687, difference 0.507275
  row 1, column 4: expected 0.283995, got 0.0416, difference 0.242395
  row 1, column 5: expected 0.140029, got 0.0253, difference 0.114729
  row 2, column 0: expected 0.575975, got 0.0897, difference 0.486275
  row 2, column 1: expected 0.283995, got 0.0544, difference 0.229595
  row 2, column 2: expected 0.140029, got 0.033, difference 0.107029
  row 2, column 3: expected 0.124976, got 0.0416, difference 0.0833761
  row 2, column 4: expected 0.514058, got 0.1132, difference 0.400858
  row 2, column 5: expected 0.360966, got 0.0882, difference 0.272766
  18 of 18 cells differ (largest difference 0.507275 at row 1, column 3)
  likely mistakes (scale-by-d + softmax-whole-matrix): the dot products were divided by d_k = 2, not by sqrt(d_k) = 1.41421; then one softmax over each head's whole 3x3 block, not one per row
  likely mistakes (scale-full-width + softmax-whole-matrix): the dot products were divided by sqrt(4) = 2, the square root of the whole row's width, not by sqrt(d_k) = 1.41421 of one head; then one softmax over each head's whole 3x3 block, not one per row
status 1
