how
  The answer is the right weights written with %.4f.
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
  1.0000,0.0000,0.0000
  0.7773,0.2227,0.0000
  0.2918,0.4810,0.2272
stdout
  right to the digits written (9 cells)
