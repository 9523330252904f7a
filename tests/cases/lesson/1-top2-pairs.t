cmd
  $ATTN scores -q Q.csv -k K.csv | $ATTN weights | $ATTN topk -n 2 --pairs --fixed 3
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,1
stdout
  0,0.500,1,0.500
  0,0.804,1,0.196
