cmd
  $ATTN rank t.csv
file t.csv
  1,2
  3,x
stdout
  1,0
stderr
  attn rank: t.csv:2: field 2, 'x', is not a number
status 1
