cmd
  $ATTN scores -k K.csv -q '[1]'
file K.csv
  1
  2
  3,4
stderr
  attn scores: K.csv:3: row has 2 fields, but the row on line 1 has 1 (ragged rows)
status 1
