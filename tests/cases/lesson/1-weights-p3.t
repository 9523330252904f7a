cmd
  $ATTN scores -q Q.csv -k K.csv | $ATTN weights -p 3
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,1
stdout
  0.5,0.5
  0.804,0.196
