cmd
  $ATTN apply -v v.csv
stdin
  0.5,0.5
file v.csv
  1
  2
  3
stderr
  attn apply: <stdin>:1: row has 2 weights, but V has 3 rows
status 1
