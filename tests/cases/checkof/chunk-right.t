how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide. The answer is the exactly rounded one, in full.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --causal --offset 2 --chunk 3 answer.csv -p 6
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
file answer.csv
  0.16794345014774442,0.29915971231034777,0.5328968375419078,0
  0,0,0,1
  0,0,0,1
  0,0,0,1
stdout
  right to the digits written (16 cells)
