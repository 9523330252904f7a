cmd
  $ATTN rank r.csv
file r.csv
  1,2
  3
stdout
  1,0
stderr
  attn rank: r.csv:2: row has 1 field, but the row on line 1 has 2 (ragged rows)
status 1
