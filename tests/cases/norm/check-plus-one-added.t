how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  The answer: rmsnorm.py's bent() with norm-plus-one-added, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  2.1129,0.5634,2.3837,-0.4767
  0.8380,0.6704,-1.9035,0.5710
  -3.1009,0.3101,3.4147,0.1366
stdout
  row 0, column 0: expected 1.26773, got 2.1129, difference 0.845169
  row 0, column 1: expected -0.563436, got 0.5634, difference 1.12684
  row 0, column 2: expected 1.43019, got 2.3837, difference 0.953506
  row 0, column 3: expected 0.476731, got -0.4767, difference 0.953431
  row 1, column 0: expected 0.502801, got 0.838, difference 0.335199
  row 1, column 1: expected -0.670402, got 0.6704, difference 1.3408
  row 1, column 2: expected -1.14208, got -1.9035, difference 0.76142
  row 1, column 3: expected -0.57104, got 0.571, difference 1.14204
  row 2, column 0: expected -1.86052, got -3.1009, difference 1.24038
  row 2, column 1: expected -0.310087, got 0.3101, difference 0.620187
  row 2, column 2: expected 2.04884, got 3.4147, difference 1.36586
  row 2, column 3: expected -0.13659, got 0.1366, difference 0.27319
  12 of 12 cells differ (largest difference 1.36586 at row 2, column 2)
  likely mistake (norm-plus-one-added): multiplied by 1 + w (Gemma's --plus-one), not by the weight w itself
status 1
