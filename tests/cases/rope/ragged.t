cmd
  $ATTN rope '[1,2;3,4,5,6]'
stdout
  1,2
stderr
  attn rope: <literal>:2: row has 4 fields, but the row on line 1 has 2 (ragged rows)
status 1
