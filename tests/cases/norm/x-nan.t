cmd
  $ATTN norm X.csv
file X.csv
  1,2
  nan,1
stdout
  0.6324554055426074,1.2649108110852147
stderr
  attn norm: X.csv:2: field 1 is 'nan'; X must be finite
status 1
