cmd
  $ATTN project -w '[1]' X.csv
file X.csv
  1
  inf
stdout
  1
stderr
  attn project: X.csv:2: field 1 is 'inf'; X must be finite
status 1
