cmd
  $ATTN scores --no-scale -H -k K.csv -q Q.csv
file K.csv
  a,b
  1,2
  3,4
file Q.csv
  x,y
  1,2
stdout
  5,11
