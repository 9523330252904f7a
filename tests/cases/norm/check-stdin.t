how
  The rows on stdin; the answer rmsnorm.py's exact norm, in full.
cmd
  $ATTN check --of norm -x - --eps 0 answer.csv -p 6
stdin
  3.0,4.0
  1.0,-1.0
file answer.csv
  0.848528137423857,1.131370849898476
  1.0,-1.0
stdout
  right to the digits written (4 cells)
