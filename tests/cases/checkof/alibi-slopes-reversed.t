how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: head 0 owns columns 0-1, head 1 columns 2-3. --alibi: the paper's slopes for 2 heads, 1/16 and 1/256.  Reversed: 1/256 and 1/16.
  The answer: tests/gen/checkof.py's numpy alibi-slopes-reversed, written with %.4f.
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
  0.5772,0.2835,0.1392,0.1407,0.1321,0.7272
  0.6815,0.2369,0.0817,0.5656,0.2969,0.1375
  0.5747,0.2845,0.1408,0.1156,0.5061,0.3783
stdout
  row 0, column 0: expected 0.596038, got 0.5772, difference 0.0188382
  row 0, column 1: expected 0.276082, got 0.2835, difference 0.007418
  row 0, column 2: expected 0.12788, got 0.1392, difference 0.0113202
  row 0, column 3: expected 0.128069, got 0.1407, difference 0.0126307
  row 0, column 4: expected 0.12757, got 0.1321, difference 0.00453002
  row 0, column 5: expected 0.744361, got 0.7272, difference 0.0171607
  row 1, column 0: expected 0.671849, got 0.6815, difference 0.00965121
  row 1, column 1: expected 0.247615, got 0.2369, difference 0.0107145
  row 1, column 2: expected 0.0805367, got 0.0817, difference 0.0011633
  row 1, column 3: expected 0.575336, got 0.5656, difference 0.00973584
  row 1, column 4: expected 0.28479, got 0.2969, difference 0.0121096
  row 1, column 5: expected 0.139874, got 0.1375, difference 0.00237377
  row 2, column 0: expected 0.555446, got 0.5747, difference 0.0192544
  row 2, column 1: expected 0.291536, got 0.2845, difference 0.00703613
  row 2, column 2: expected 0.153018, got 0.1408, difference 0.0122182
  row 2, column 3: expected 0.124374, got 0.1156, difference 0.00877379
  row 2, column 4: expected 0.513583, got 0.5061, difference 0.0074828
  row 2, column 5: expected 0.362043, got 0.3783, difference 0.0162566
  18 of 18 cells differ (largest difference 0.0192544 at row 2, column 0)
  likely mistake (alibi-slopes-reversed): the heads took the ALiBi slopes in reverse order, head h the slope of head 1 - h (m_0 = 0.0625, m_1 = 0.00390625)
status 1
