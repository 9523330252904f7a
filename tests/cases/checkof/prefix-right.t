how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide. The answer is the exactly rounded one, in full.
cmd
  $ATTN check --of attend -q Q.csv -k K.csv -v V.csv --prefix 2 answer.csv -p 6
file K.csv
  1,2,0
  0,1,1
  -1,0,2
  0.5,-1,1
file Q.csv
  1,0,2
  0.5,1,-1
  2,-1,0
  0,1,1
file V.csv
  1,0
  0,3
  2,1
  -1,0.5
file answer.csv
  0.3595425243193725,1.9213724270418826
  0.8089768495039894,0.5730694514880319
  0.8687837378373966,1.0654225870787877
  0.8098718198714042,1.2541132582797518
stdout
  right to the digits written (8 cells)
