cmd
  $ATTN weights r.csv
file r.csv
  0
  2,3
stdout
  1
stderr
  attn weights: r.csv:2: row has 2 fields, but the row on line 1 has 1 (ragged rows)
status 1
