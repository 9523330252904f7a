cmd
  $ATTN scores --no-scale -k K.csv Q.csv
file K.csv
  1,2
  3,4
file Q.csv
  1,2
stdout
  5,11
