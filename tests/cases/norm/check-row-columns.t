how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  One norm over the whole row: W has a weight per column of the row.
  The answer: rmsnorm.py's bent() with norm-columns, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 answer.csv -p 6
file W.csv
  1.0,2.0,0.5,-1.0
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  1.4116,3.0023,0.2962,0.8885
  0.2353,1.5012,-0.2962,-1.3328
  -0.9411,0.7506,0.7404,-0.4443
stdout
  row 0, column 0: expected 1.14624, got 1.4116, difference 0.265359
  row 0, column 1: expected 3.05664, got 3.0023, difference 0.0543429
  row 0, column 2: expected 0.19104, got 0.2962, difference 0.10516
  row 0, column 3: expected 0.38208, got 0.8885, difference 0.50642
  row 1, column 0: expected 0.355784, got 0.2353, difference 0.120484
  row 1, column 1: expected 2.84627, got 1.5012, difference 1.34507
  row 1, column 2: expected -0.355784, got -0.2962, difference 0.059584
  row 1, column 3: expected -1.06735, got -1.3328, difference 0.265448
  row 2, column 0: expected -1.15954, got -0.9411, difference 0.218442
  row 2, column 1: expected 1.15954, got 0.7506, difference 0.408942
  row 2, column 2: expected 0.724714, got 0.7404, difference 0.0156862
  row 2, column 3: expected -0.289886, got -0.4443, difference 0.154414
  12 of 12 cells differ (largest difference 1.34507 at row 1, column 1)
  likely mistake (norm-columns): the mean of the squares taken down each column, over the 3 rows, not one along each row
status 1
