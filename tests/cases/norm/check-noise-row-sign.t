how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one. The right y, with row 1's signs flipped.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  1.2677,-0.5634,1.4302,0.4767
  -0.5028,0.6704,1.1421,0.5710
  -1.8605,-0.3101,2.0488,-0.1366
stdout
  row 1, column 0: expected 0.502801, got -0.5028, difference 1.0056
  row 1, column 1: expected -0.670402, got 0.6704, difference 1.3408
  row 1, column 2: expected -1.14208, got 1.1421, difference 2.28418
  row 1, column 3: expected -0.57104, got 0.571, difference 1.14204
  4 of 12 cells differ (largest difference 2.28418 at row 1, column 2)
  no common mistake reproduces this answer
status 1
