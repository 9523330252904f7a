how
  The exactly rounded scores (mpmath) plus the bias, masked cells -inf, in full.
cmd
  $ATTN check --of scores -q Q.csv -k K.csv --causal --bias B.csv answer.csv -p 6
file B.csv
  0,-inf,0.5
  1,0,-inf
  0,0,0
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  1,-inf,-inf
  2.25,0,-inf
  -0.5,0,-0.75
stdout
  right to the digits written (9 cells)
