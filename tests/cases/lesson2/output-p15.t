cmd
  $ATTN scores -q q.csv -k K.csv | $ATTN weights | $ATTN apply -v V.csv -p 15
file K.csv
  1,0
  0,1
file V.csv
  2,0
  0,2
file q.csv
  1,0
stdout
  1.33952309865331,0.660476901346686
