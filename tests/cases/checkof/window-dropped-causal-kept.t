how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --causal --window 1,0: row 3 keeps keys 2 and 3, not 0 to 3.
  The answer: tests/gen/checkof.py's numpy window-ignored, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --causal --window 1,0 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
  0,0,1,2
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
  1,1,1,1
file answer.csv
  1.0000,0.0000,0.0000,0.0000
  0.7773,0.2227,0.0000,0.0000
  0.2918,0.4810,0.2272,0.0000
  0.1970,0.3248,0.1534,0.3248
stdout
  row 2, column 0: expected 0, got 0.2918, difference 0.2918
  row 2, column 1: expected 0.679179, got 0.481, difference 0.198179
  row 2, column 2: expected 0.320821, got 0.2272, difference 0.0936213
  row 3, column 0: expected 0, got 0.197, difference 0.197
  row 3, column 1: expected 0, got 0.3248, difference 0.3248
  row 3, column 2: expected 0.320821, got 0.1534, difference 0.167421
  row 3, column 3: expected 0.679179, got 0.3248, difference 0.354379
  7 of 16 cells differ (largest difference 0.354379 at row 3, column 3)
  likely mistake (window-ignored): --window 1,0 was left out: the causal mask alone hid the keys
status 1
