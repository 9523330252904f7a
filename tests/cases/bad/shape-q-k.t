cmd
  $ATTN scores -q q.csv -k k.csv
file k.csv
  1,2,3
file q.csv
  1,2
stderr
  attn scores: q.csv:1: row has 2 columns, but K has 3 (d_k must match)
status 1
