how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one.
  --wrt w: dW.
  The answer: rmsnorm.py's bent() with norm-dw-rows-not-summed, written with %.4f.
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
  2.7521,-0.8018
  -0.7159,3.6250
  -1.9861,0.7254
stdout
  shapes differ: expected 1x2, got 3x2
  likely mistake (norm-dw-rows-not-summed): dW row by row, each row's own terms, not summed over the 3 rows
status 1
