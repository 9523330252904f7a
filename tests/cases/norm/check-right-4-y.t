how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one. The right y. The answer is it written with %.4f.
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
  0.5028,-0.6704,-1.1421,-0.5710
  -1.8605,-0.3101,2.0488,-0.1366
stdout
  right to the digits written (12 cells)
