cmd
  $ATTN attend -q Q.csv -k K.csv -v V.csv --dtype f16
file B.csv
  0,1,2
  0,0,1
file K.csv
  1,2,3,4
  5,6,7,8
  0,0,-1e6,0
file Q.csv
  1,2,3,4
  0.5,1,0,0
file V.csv
  1,2
  3,4
  5,6
stderr
  attn attend: K.csv:3: field 3, '-1e6', is too large for f16 (its largest value is 65504)
status 1
