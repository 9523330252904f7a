cmd
  $ATTN rank --values in.csv
file in.csv
  #
  1,2

  3
stdout
  2,1
stderr
  attn rank: in.csv:4: row has 1 field, but the row on line 2 has 2 (ragged rows)
status 1
