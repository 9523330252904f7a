cmd
  $ATTN norm --dout D.csv X.csv
file D.csv
  1,1
  2,2
  3,3
file X.csv
  1,2
  3,4
stdout
  0.2529823140062796,-0.12649077753004825
  0.09050970238554758,-0.0678821975932107
stderr
  attn norm: D.csv:3: dY has 3 rows, but X has 2 (a row of each, in step)
status 1
