how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  The answer: rmsnorm.py's bent() with norm-centred, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  -1.2677,-0.4226,1.4302,0.4767
  -1.3822,-0.4607,-1.4542,-0.4847
  -1.4677,-0.4892,1.4302,0.4767
stdout
  row 0, column 0: expected 1.26773, got -1.2677, difference 2.53543
  row 0, column 1: expected -0.563436, got -0.4226, difference 0.140836
  row 1, column 0: expected 0.502801, got -1.3822, difference 1.885
  row 1, column 1: expected -0.670402, got -0.4607, difference 0.209702
  row 1, column 2: expected -1.14208, got -1.4542, difference 0.31212
  row 1, column 3: expected -0.57104, got -0.4847, difference 0.0863402
  row 2, column 0: expected -1.86052, got -1.4677, difference 0.392821
  row 2, column 1: expected -0.310087, got -0.4892, difference 0.179113
  row 2, column 2: expected 2.04884, got 1.4302, difference 0.618644
  row 2, column 3: expected -0.13659, got 0.4767, difference 0.61329
  10 of 12 cells differ (largest difference 2.53543 at row 0, column 0)
  likely mistake (norm-centred): the mean of x taken off first, as LayerNorm does: (x - mean(x)) w / sqrt(var(x) + eps)
status 1
