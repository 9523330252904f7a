cmd
  $ATTN project -w '[1,2;3]' '[1,1]'
stderr
  attn project: <literal>:2: row has 1 field, but the row on line 1 has 2 (ragged rows)
status 1
