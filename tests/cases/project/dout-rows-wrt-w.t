cmd
  $ATTN project --wrt w --dout D.csv -w '[1]' '[1]'
file D.csv
  1
  2
stderr
  attn project: D.csv:2: dY has 2 rows, but X has 1 (a row of each, in step)
status 1
