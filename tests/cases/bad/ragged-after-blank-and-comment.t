cmd
  $ATTN rank r.csv
file r.csv
  # scores
  1,2

  # more
  3,4,5
stdout
  1,0
stderr
  attn rank: r.csv:5: row has 3 fields, but the row on line 2 has 2 (ragged rows)
status 1
