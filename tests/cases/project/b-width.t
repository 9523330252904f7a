cmd
  $ATTN project -w '[1,2;3,4]' -b B.csv '[1,1]'
file B.csv
  # bias
  1,2,3
stderr
  attn project: B.csv:2: B has 3 numbers, but W has 2 columns (d_out must match)
status 1
