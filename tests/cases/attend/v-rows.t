cmd
  $ATTN attend -q '[1,0]' -k K.csv -v V.csv
file K.csv
  1,0
  0,1
file V.csv
  1,2
  3,4
  5,6
stderr
  attn attend: V.csv: V has 3 rows, but K has 2 (one value row per key)
status 1
