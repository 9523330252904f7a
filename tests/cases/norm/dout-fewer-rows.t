cmd
  $ATTN norm --dout D.csv X.csv
file D.csv
  1,1
file X.csv
  1,2
  3,4
stdout
  0.2529823140062796,-0.12649077753004825
stderr
  attn norm: D.csv:2: dY has 1 row, but X has 2 (a row of each, in step)
status 1
