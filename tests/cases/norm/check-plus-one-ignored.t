how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  --plus-one: x (1 + w).
  The answer: rmsnorm.py's bent() with norm-plus-one-ignored, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --plus-one --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  1.2677,-0.5634,1.4302,0.4767
  0.5028,-0.6704,-1.1421,-0.5710
  -1.8605,-0.3101,2.0488,-0.1366
stdout
  row 0, column 0: expected 2.11289, got 1.2677, difference 0.845186
  row 0, column 1: expected 0.563436, got -0.5634, difference 1.12684
  row 0, column 2: expected 2.38366, got 1.4302, difference 0.953456
  row 0, column 3: expected -0.476731, got 0.4767, difference 0.953431
  row 1, column 0: expected 0.838002, got 0.5028, difference 0.335202
  row 1, column 1: expected 0.670402, got -0.6704, difference 1.3408
  row 1, column 2: expected -1.90347, got -1.1421, difference 0.761367
  row 1, column 3: expected 0.57104, got -0.571, difference 1.14204
  row 2, column 0: expected -3.10087, got -1.8605, difference 1.24037
  row 2, column 1: expected 0.310087, got -0.3101, difference 0.620187
  row 2, column 2: expected 3.41474, got 2.0488, difference 1.36594
  row 2, column 3: expected 0.13659, got -0.1366, difference 0.27319
  12 of 12 cells differ (largest difference 1.36594 at row 2, column 2)
  likely mistake (norm-plus-one-ignored): multiplied by w, not by 1 + w as --plus-one asks
status 1
