how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 4 --kv-heads 2: query heads 0, 1 read key/value head 0, 2, 3 head 1; the mistake reads 0, 1, 0, 1.
  The answer: tests/gen/checkof.py's numpy gqa-modulo, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --heads 4 --kv-heads 2 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1,0.5,1,-0.5,0
  0.5,1,-1,0,2,1,0,1
  2,-1,0,1,1,-0.5,1,0.5
file answer.csv
  0.5760,0.2840,0.1400,0.1273,0.1273,0.7455,0.6821,0.2362,0.0818,0.4555,0.3199,0.2246
  0.6821,0.2362,0.0818,0.5760,0.2840,0.1400,0.8816,0.1057,0.0127,0.1250,0.5141,0.3610
  0.5760,0.2840,0.1400,0.1250,0.5141,0.3610,0.4555,0.3199,0.2246,0.0826,0.3398,0.5775
stdout
  row 0, column 3: expected 0.575975, got 0.1273, difference 0.448675
  row 0, column 4: expected 0.283995, got 0.1273, difference 0.156695
  row 0, column 5: expected 0.140029, got 0.7455, difference 0.605471
  row 0, column 6: expected 0.0786441, got 0.6821, difference 0.603456
  row 0, column 7: expected 0.460678, got 0.2362, difference 0.224478
  row 0, column 8: expected 0.460678, got 0.0818, difference 0.378878
  row 1, column 3: expected 0.140029, got 0.576, difference 0.435971
  row 1, column 5: expected 0.575975, got 0.14, difference 0.435975
  row 1, column 6: expected 0.0149734, got 0.8816, difference 0.866627
  row 1, column 7: expected 0.253332, got 0.1057, difference 0.147632
  row 1, column 8: expected 0.731694, got 0.0127, difference 0.718994
  row 2, column 3: expected 0.575975, got 0.125, difference 0.450975
  row 2, column 4: expected 0.283995, got 0.5141, difference 0.230105
  row 2, column 5: expected 0.140029, got 0.361, difference 0.220971
  row 2, column 6: expected 0.22623, got 0.4555, difference 0.22927
  row 2, column 7: expected 0.22623, got 0.3199, difference 0.09367
  row 2, column 8: expected 0.54754, got 0.2246, difference 0.32294
  17 of 36 cells differ (largest difference 0.866627 at row 1, column 6)
  likely mistake (gqa-modulo): query head h used key/value head h mod 2, not h / 2 rounded down
status 1
