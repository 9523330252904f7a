how
  The exactly rounded output (mpmath), per head, written in full.
cmd
  $ATTN check --of attend -q Q.csv -k K.csv -v V.csv --causal --heads 2 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file V.csv
  1,0,2,1
  0,3,-1,0.5
  2,1,0,-1
file answer.csv
  1,0,2,1
  0.742816684773193,0.7715499456804209,1.0092846479799709,0.8348807746633286
  0.856033835302118,0.9920154742671581,-0.2641058697046311,0.021039491569377414
stdout
  right to the digits written (12 cells)
