how
  Q K^T with no scale: [1,0] and [0,1] against [1,1] and [1,-1].
cmd
  $ATTN scores --no-progress --no-scale -q Q.csv -k K.csv
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,1
stdout
  1,1
  1,-1
