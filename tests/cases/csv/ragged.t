cmd
  $ATTN rank --values in.csv
file in.csv
  1,2
  3,4
  5,6,7
stdout
  2,1
  4,3
stderr
  attn rank: in.csv:3: row has 3 fields, but the row on line 1 has 2 (ragged rows)
status 1
