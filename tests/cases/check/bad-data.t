cmd
  $ATTN check '[1,2]' A.csv
file A.csv
  1,x
stderr
  attn check: A.csv:1: ACTUAL: field 2, 'x', is not a number
status 2
