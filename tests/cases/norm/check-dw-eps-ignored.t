how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  --wrt w: dW, through the norm without eps.
  The answer: rmsnorm.py's bent() with norm-eps-ignored, written with %.4f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 --dout D.csv --wrt w answer.csv -p 6
file D.csv
  1.0,-0.5,2.0,0.25
  -1.0,1.0,0.5,2.0
  0.5,1.5,-1.0,-0.75
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  0.0941,3.6504
stdout
  row 0, column 0: expected 0.0501156, got 0.0941, difference 0.0439844
  row 0, column 1: expected 3.54854, got 3.6504, difference 0.101862
  2 of 2 cells differ (largest difference 0.101862 at row 0, column 1)
  likely mistake (norm-eps-ignored): eps = 0.1 left out: sqrt(mean(x^2)), not sqrt(mean(x^2) + eps)
status 1
