how
  X, W and dY small and uneven, --eps 0.1 so that the slips of eps show at 4 decimals; the expected matrix rmsnorm.py's exact one. The answer is the right y in full.
cmd
  $ATTN check --of norm -x X.csv -w W.csv --eps 0.1 --heads 2 answer.csv -p 6
file W.csv
  1.5,-0.5
file X.csv
  3.0,4.0,1.0,-1.0
  0.5,2.0,-1.0,1.5
  -2.0,1.0,2.5,0.5
file answer.csv
  1.267731382092775,-0.563436169819011,1.4301938838683885,0.4767312946227962
  0.5028011423654932,-0.6704015231539909,-1.1420804814403216,-0.5710402407201608
  -1.860521018838127,-0.31008683647302115,2.048843867655574,-0.13658959117703826
stdout
  right to the digits written (12 cells)
