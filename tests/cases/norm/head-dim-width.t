cmd
  $ATTN norm --head-dim 4 X.csv
file X.csv
  # six
  1,2,3,4,5,6
stderr
  attn norm: X.csv:2: the row has 6 columns, which --head-dim 4 does not divide
status 1
