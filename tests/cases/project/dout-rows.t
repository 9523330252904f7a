cmd
  $ATTN project --dout D.csv -w '[1]' '[1;2]'
file D.csv
  1
stdout
  1
stderr
  attn project: D.csv:2: dY has 1 row, but X has 2 (a row of each, in step)
status 1
