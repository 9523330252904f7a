cmd
  $ATTN project -j 4 -w '[1]' X.csv
file X.csv
  1
  2
  3
  nan
  5
  6
stdout
  1
  2
  3
stderr
  attn project: X.csv:4: field 1 is 'nan'; X must be finite
status 1
