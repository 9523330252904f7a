how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one. The answer: uniform numbers in [-2, 2] (random, seed 29), as many as the right y.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  0.1925,-0.6167,1.3794,-0.8456
  0.0414,-0.6247,-0.3380,1.8954
  -1.5851,-0.2212,-1.1008,-0.6017
stdout
  row 0, column 0: expected 1.26773, got 0.1925, difference 1.07523
  row 0, column 1: expected -0.563436, got -0.6167, difference 0.0532638
  row 0, column 2: expected 1.43019, got 1.3794, difference 0.0507939
  row 0, column 3: expected 0.476731, got -0.8456, difference 1.32233
  row 1, column 0: expected 0.502801, got 0.0414, difference 0.461401
  row 1, column 1: expected -0.670402, got -0.6247, difference 0.0457015
  row 1, column 2: expected -1.14208, got -0.338, difference 0.80408
  row 1, column 3: expected -0.57104, got 1.8954, difference 2.46644
  row 2, column 0: expected -1.86052, got -1.5851, difference 0.275421
  row 2, column 1: expected -0.310087, got -0.2212, difference 0.0888868
  row 2, column 2: expected 2.04884, got -1.1008, difference 3.14964
  row 2, column 3: expected -0.13659, got -0.6017, difference 0.46511
  12 of 12 cells differ (largest difference 3.14964 at row 2, column 2)
  no common mistake reproduces this answer
status 1
