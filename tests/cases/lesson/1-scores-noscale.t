cmd
  $ATTN scores --no-scale -q Q.csv -k K.csv
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,1
stdout
  1,1
  1,-1
