cmd
  $ATTN attend -q Q.csv -k K.csv -v V.csv --dtype e4m3
file B.csv
  0,1,2
  0,0,1
file K.csv
  1,2,3,4
  5,6,7,8
  0,0,-1,0
file Q.csv
  1,2,3,4
  0.5,1,0,0
file V.csv
  1,2
  3,500
  5,6
stderr
  attn attend: V.csv:2: field 2, '500', is too large for e4m3 (its largest value is 448)
status 1
