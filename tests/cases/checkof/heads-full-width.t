how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2 of 3 columns: sqrt(6), not sqrt(3).
  The answer: tests/gen/checkof.py's numpy scale-full-width, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --heads 2 answer.csv -p 6
file K.csv
  1,2,0,-1,0,1
  0,1,1,1,-1,0.5
  -1,0,2,0.5,1,1
file Q.csv
  1,0,2,-1,0.5,1
  0.5,1,-1,0,2,1
  2,-1,0,1,1,-0.5
file answer.csv
  0.2098,0.3156,0.4747,0.5106,0.1500,0.3394
  0.6710,0.2418,0.0871,0.2760,0.0995,0.6245
  0.4747,0.3156,0.2098,0.1838,0.3062,0.5100
stdout
  row 0, column 0: expected 0.167943, got 0.2098, difference 0.0418565
  row 0, column 1: expected 0.29916, got 0.3156, difference 0.0164403
  row 0, column 2: expected 0.532897, got 0.4747, difference 0.0581968
  row 0, column 3: expected 0.575273, got 0.5106, difference 0.064673
  row 0, column 4: expected 0.101778, got 0.15, difference 0.048222
  row 0, column 5: expected 0.322949, got 0.3394, difference 0.016451
  row 1, column 0: expected 0.774062, got 0.671, difference 0.103062
  row 1, column 1: expected 0.182779, got 0.2418, difference 0.0590213
  row 1, column 2: expected 0.0431594, got 0.0871, difference 0.0439406
  row 1, column 3: expected 0.226798, got 0.276, difference 0.0492016
  row 1, column 4: expected 0.0535537, got 0.0995, difference 0.0459463
  row 1, column 5: expected 0.719648, got 0.6245, difference 0.0951479
  row 2, column 0: expected 0.532897, got 0.4747, difference 0.0581968
  row 2, column 1: expected 0.29916, got 0.3156, difference 0.0164403
  row 2, column 2: expected 0.167943, got 0.2098, difference 0.0418565
  row 2, column 3: expected 0.13712, got 0.1838, difference 0.0466798
  row 2, column 4: expected 0.28218, got 0.3062, difference 0.0240198
  row 2, column 5: expected 0.5807, got 0.51, difference 0.0706996
  18 of 18 cells differ (largest difference 0.103062 at row 1, column 0)
  likely mistake (scale-full-width): the dot products were divided by sqrt(6) = 2.44949, the square root of the whole row's width, not by sqrt(d_k) = 1.73205 of one head
status 1
