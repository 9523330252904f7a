how
  head -c 13 keeps "1.5,2.25\n3.1": the rows already written stay written.
cmd
  printf '1.5,2.25\n3.125,4.0625\n' | head -c 13 | $ATTN rank
stdout
  1,0
stderr
  attn rank: <stdin>:2: row has 1 field, but the row on line 1 has 2 (ragged rows)
status 1
