cmd
  $ATTN norm --dout D.csv X.csv
file D.csv
  1,2,3
file X.csv
  1,2
stderr
  attn norm: D.csv:1: dY has 3 columns, but X has 2 (dY must have the output's shape)
status 1
