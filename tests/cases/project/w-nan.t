cmd
  $ATTN project -w W.csv '[1,1]'
file W.csv
  1,2
  3,NaN
stderr
  attn project: W.csv:2: field 2 is 'NaN'; W must be finite
status 1
