cmd
  $ATTN rank t.csv
file t.csv
  a,b
  1,2
stderr
  attn rank: t.csv:1: field 1, 'a', is not a number (try --header)
status 1
