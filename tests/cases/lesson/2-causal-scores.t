cmd
  $ATTN scores --causal --no-scale -q q.csv -k K.csv
file K.csv
  1,0
  0,1
file V.csv
  2,0
  0,2
file q.csv
  1,0
stdout
  1,-inf
