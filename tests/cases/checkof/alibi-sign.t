how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: head 0 owns columns 0-1, head 1 columns 2-3. --alibi: the paper's slopes for 2 heads, 1/16 and 1/256.
  The answer: tests/gen/checkof.py's numpy alibi-sign, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --alibi --heads 2 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.5554,0.2915,0.1530,0.1265,0.1270,0.7466
  0.6920,0.2251,0.0830,0.5766,0.2832,0.1402
  0.5960,0.2761,0.1279,0.1256,0.5145,0.3599
stdout
  row 0, column 0: expected 0.596038, got 0.5554, difference 0.0406382
  row 0, column 1: expected 0.276082, got 0.2915, difference 0.015418
  row 0, column 2: expected 0.12788, got 0.153, difference 0.0251202
  row 0, column 3: expected 0.128069, got 0.1265, difference 0.00156928
  row 0, column 4: expected 0.12757, got 0.127, difference 0.000569981
  row 0, column 5: expected 0.744361, got 0.7466, difference 0.00223926
  row 1, column 0: expected 0.671849, got 0.692, difference 0.0201512
  row 1, column 1: expected 0.247615, got 0.2251, difference 0.0225145
  row 1, column 2: expected 0.0805367, got 0.083, difference 0.0024633
  row 1, column 3: expected 0.575336, got 0.5766, difference 0.00126416
  row 1, column 4: expected 0.28479, got 0.2832, difference 0.00159038
  row 1, column 5: expected 0.139874, got 0.1402, difference 0.000326228
  row 2, column 0: expected 0.555446, got 0.596, difference 0.0405544
  row 2, column 1: expected 0.291536, got 0.2761, difference 0.0154361
  row 2, column 2: expected 0.153018, got 0.1279, difference 0.0251182
  row 2, column 3: expected 0.124374, got 0.1256, difference 0.00122621
  row 2, column 4: expected 0.513583, got 0.5145, difference 0.000917199
  row 2, column 5: expected 0.362043, got 0.3599, difference 0.00214341
  18 of 18 cells differ (largest difference 0.0406382 at row 0, column 0)
  likely mistake (alibi-sign): ALiBi was added with the wrong sign: + m_h |i - j|, not - m_h |i - j| (m_0 = 0.0625, m_1 = 0.00390625)
status 1
