how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide. The answer is the exactly rounded one, in full.
cmd
  $ATTN check --of attend -q Q.csv -k K.csv -v V.csv --causal=lower-right --prefix 1 answer.csv -p 6
file K.csv
  1,2,0
  0,1,1
  -1,0,2
  0.5,-1,1
file Q.csv
  1,0,2
  0.5,1,-1
file V.csv
  1,0
  0,3
  2,1
  -1,0.5
file answer.csv
  1.2337371252315599,1.430375974472951
  0.7443020878955054,0.5857866510570159
stdout
  right to the digits written (4 cells)
