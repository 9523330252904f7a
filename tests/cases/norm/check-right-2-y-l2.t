how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one. The right y, --l2 --plus-one. The answer is it written with %.2f.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --l2 --eps 0.1 --plus-one --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  1.50,0.40,1.73,-0.35
  0.60,0.48,-1.37,0.41
  -2.21,0.22,2.43,0.10
stdout
  right to the digits written (12 cells)
