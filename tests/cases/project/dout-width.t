cmd
  $ATTN project --dout D.csv -w '[1,2;3,4]' '[1,1]'
file D.csv
  # dY
  1,2,3
stderr
  attn project: D.csv:2: dY has 3 columns, but W has 2 columns (d_out must match)
status 1
