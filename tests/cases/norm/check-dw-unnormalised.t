how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  --wrt w: dW.
  The answer: rmsnorm.py's bent() with norm-dw-unnormalised, written with %.4f.
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
  0.5000,3.8750
stdout
  row 0, column 0: expected 0.0501156, got 0.5, difference 0.449884
  row 0, column 1: expected 3.54854, got 3.875, difference 0.326462
  2 of 2 cells differ (largest difference 0.449884 at row 0, column 0)
  likely mistake (norm-dw-unnormalised): dW = the sum of g x, the division by the root left out: not the sum of g x / rms
status 1
