how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: head 0 owns columns 0-1, head 1 columns 2-3. d_k = 2 is sqrt(4), the whole width: scale-by-d and scale-full-width give one matrix.
  The answer: tests/gen/checkof.py's numpy scale-by-d, written with %.4f.
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
  0.5065,0.3072,0.1863,0.1821,0.1821,0.6357
  0.5898,0.2786,0.1316,0.5065,0.3072,0.1863
  0.5065,0.3072,0.1863,0.1714,0.4658,0.3628
stdout
  row 0, column 0: expected 0.575975, got 0.5065, difference 0.0694753
  row 0, column 1: expected 0.283995, got 0.3072, difference 0.0232046
  row 0, column 2: expected 0.140029, got 0.1863, difference 0.0462708
  row 0, column 3: expected 0.127263, got 0.1821, difference 0.0548372
  row 0, column 4: expected 0.127263, got 0.1821, difference 0.0548372
  row 0, column 5: expected 0.745474, got 0.6357, difference 0.109774
  row 1, column 0: expected 0.682082, got 0.5898, difference 0.0922815
  row 1, column 1: expected 0.236155, got 0.2786, difference 0.0424448
  row 1, column 2: expected 0.0817633, got 0.1316, difference 0.0498367
  row 1, column 3: expected 0.575975, got 0.5065, difference 0.0694753
  row 1, column 4: expected 0.283995, got 0.3072, difference 0.0232046
  row 1, column 5: expected 0.140029, got 0.1863, difference 0.0462708
  row 2, column 0: expected 0.575975, got 0.5065, difference 0.0694753
  row 2, column 1: expected 0.283995, got 0.3072, difference 0.0232046
  row 2, column 2: expected 0.140029, got 0.1863, difference 0.0462708
  row 2, column 3: expected 0.124976, got 0.1714, difference 0.0464239
  row 2, column 4: expected 0.514058, got 0.4658, difference 0.0482581
  row 2, column 5: expected 0.360966, got 0.3628, difference 0.00183428
  18 of 18 cells differ (largest difference 0.109774 at row 0, column 5)
  likely mistake (scale-by-d): the dot products were divided by d_k = 2, not by sqrt(d_k) = 1.41421
  likely mistake (scale-full-width): the dot products were divided by sqrt(4) = 2, the square root of the whole row's width, not by sqrt(d_k) = 1.41421 of one head
status 1
