cmd
  $ATTN scores -q Q.csv -k K.csv | $ATTN weights | $ATTN rank
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,1
stdout
  0,1
  0,1
