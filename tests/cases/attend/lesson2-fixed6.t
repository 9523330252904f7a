how
  The lesson's own digits: [1.339523, 0.660477].
cmd
  $ATTN attend -q q.csv -k K.csv -v V.csv --fixed 6
file K.csv
  1,0
  0,1
file V.csv
  2,0
  0,2
file q.csv
  1,0
stdout
  1.339523,0.660477
