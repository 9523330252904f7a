cmd
  $ATTN rope X.csv
file X.csv
  1,2
  3,nan
stdout
  1,2
stderr
  attn rope: X.csv:2: field 2 is 'nan'; X must be finite
status 1
