how
  The answer is the exactly rounded weights (mpmath), written in full: every cell equal.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --causal answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  1,0,0
  0.7772998611746912,0.22270013882530884,0
  0.29175596372884977,0.48102426325336967,0.2272197730177806
stdout
  right to the digits written (9 cells)
