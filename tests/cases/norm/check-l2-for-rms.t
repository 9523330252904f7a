how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  The answer: rmsnorm.py's bent() with norm-l2-for-rms, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  0.8982,-0.3992,1.0351,0.3450
  0.3596,-0.4795,-0.8195,-0.4098
  -1.3284,-0.2214,1.4597,-0.0973
stdout
  row 0, column 0: expected 1.26773, got 0.8982, difference 0.369531
  row 0, column 1: expected -0.563436, got -0.3992, difference 0.164236
  row 0, column 2: expected 1.43019, got 1.0351, difference 0.395094
  row 0, column 3: expected 0.476731, got 0.345, difference 0.131731
  row 1, column 0: expected 0.502801, got 0.3596, difference 0.143201
  row 1, column 1: expected -0.670402, got -0.4795, difference 0.190902
  row 1, column 2: expected -1.14208, got -0.8195, difference 0.32258
  row 1, column 3: expected -0.57104, got -0.4098, difference 0.16124
  row 2, column 0: expected -1.86052, got -1.3284, difference 0.532121
  row 2, column 1: expected -0.310087, got -0.2214, difference 0.0886868
  row 2, column 2: expected 2.04884, got 1.4597, difference 0.589144
  row 2, column 3: expected -0.13659, got -0.0973, difference 0.0392896
  12 of 12 cells differ (largest difference 0.589144 at row 2, column 2)
  likely mistake (norm-l2-for-rms): the sum of the squares, not their mean: the L2 norm sqrt(sum(x^2) + eps) for RMSNorm's sqrt(mean(x^2) + eps)
  likely mistake (norm-unbiased): the mean of the squares over d - 1 = 1, not d = 2: the unbiased variance's divisor (torch.var's default)
status 1
