how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: head 0 owns columns 0-1, head 1 columns 2-3. --alibi: the paper's slopes for 2 heads, 1/16 and 1/256.
  The answer: tests/gen/checkof.py's numpy bias-ignored, written with %.4f.
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
  0.5760,0.2840,0.1400,0.1273,0.1273,0.7455
  0.6821,0.2362,0.0818,0.5760,0.2840,0.1400
  0.5760,0.2840,0.1400,0.1250,0.5141,0.3610
stdout
  row 0, column 0: expected 0.596038, got 0.576, difference 0.0200382
  row 0, column 1: expected 0.276082, got 0.284, difference 0.007918
  row 0, column 2: expected 0.12788, got 0.14, difference 0.0121202
  row 0, column 3: expected 0.128069, got 0.1273, difference 0.000769276
  row 0, column 4: expected 0.12757, got 0.1273, difference 0.000269981
  row 0, column 5: expected 0.744361, got 0.7455, difference 0.00113926
  row 1, column 0: expected 0.671849, got 0.6821, difference 0.0102512
  row 1, column 1: expected 0.247615, got 0.2362, difference 0.0114145
  row 1, column 2: expected 0.0805367, got 0.0818, difference 0.0012633
  row 1, column 3: expected 0.575336, got 0.576, difference 0.000664156
  row 1, column 4: expected 0.28479, got 0.284, difference 0.000790384
  row 1, column 5: expected 0.139874, got 0.14, difference 0.000126228
  row 2, column 0: expected 0.555446, got 0.576, difference 0.0205544
  row 2, column 1: expected 0.291536, got 0.284, difference 0.00753613
  row 2, column 2: expected 0.153018, got 0.14, difference 0.0130182
  row 2, column 3: expected 0.124374, got 0.125, difference 0.000626212
  row 2, column 4: expected 0.513583, got 0.5141, difference 0.000517199
  row 2, column 5: expected 0.362043, got 0.361, difference 0.00104341
  18 of 18 cells differ (largest difference 0.0205544 at row 2, column 0)
  likely mistake (bias-ignored): the ALiBi term -m_h |i - j| was not added
status 1
