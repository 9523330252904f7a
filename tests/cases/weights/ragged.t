cmd
  $ATTN weights
stdin
  0,0

  1,2,3
stdout
  0.5,0.5
stderr
  attn weights: <stdin>:3: row has 3 fields, but the row on line 1 has 2 (ragged rows)
status 1
