cmd
  $ATTN project --dout '[1,2]' -w '[1,2]' --dout D.csv -w '[1]' '[1]'
file D.csv
  1,2
stderr
  attn project: D.csv:1: dY has 2 columns, but W has 1 column (d_out must match)
status 1
