cmd
  $ATTN scores --causal -q q.csv -k K.csv | $ATTN weights | $ATTN apply -v V.csv
file K.csv
  1,0
  0,1
file V.csv
  2,0
  0,2
file q.csv
  1,0
stdout
  2,0
