cmd
  $ATTN project -w '[1,2;3,4]' -b B.csv '[1,1]'
file B.csv
  1,2

  3,4
stderr
  attn project: B.csv:3: B has more than one row (it must be one row of d_out = 2 numbers)
status 1
