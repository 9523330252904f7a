how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  d_k = 3, n_k = 4.
  The answer: tests/gen/checkof.py's numpy scale-by-sqrt-nk, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 6
file K.csv
  1,2,0
  0,1,1
  -1,0,2
  0.5,-1,1
file Q.csv
  1,0,2
  0.5,1,-1
file answer.csv
  0.1336,0.2203,0.3632,0.2829
  0.6720,0.1925,0.0552,0.0803
stdout
  row 0, column 0: expected 0.120022, got 0.1336, difference 0.0135783
  row 0, column 1: expected 0.213796, got 0.2203, difference 0.00650392
  row 0, column 2: expected 0.380838, got 0.3632, difference 0.0176376
  row 0, column 3: expected 0.285345, got 0.2829, difference 0.00244467
  row 1, column 0: expected 0.725764, got 0.672, difference 0.0537642
  row 1, column 1: expected 0.171374, got 0.1925, difference 0.0211258
  row 1, column 2: expected 0.0404665, got 0.0552, difference 0.0147335
  row 1, column 3: expected 0.0623951, got 0.0803, difference 0.0179049
  8 of 8 cells differ (largest difference 0.0537642 at row 1, column 0)
  likely mistake (scale-by-sqrt-nk): the dot products were divided by sqrt(n_k) = 2, the square root of the number of keys, not by sqrt(d_k) = 1.73205
  likely mistake (scale-rounded): sqrt(d_k) = 1.73205 was rounded to whole numbers, 2, before the dot products were divided by it
status 1
