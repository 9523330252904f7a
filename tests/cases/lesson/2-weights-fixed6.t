cmd
  $ATTN scores -q q.csv -k K.csv | $ATTN weights --fixed 6
file K.csv
  1,0
  0,1
file V.csv
  2,0
  0,2
file q.csv
  1,0
stdout
  0.669762,0.330238
