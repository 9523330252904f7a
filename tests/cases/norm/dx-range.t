how
  g E = 1e-292 and x G = 1e-292 cancel exactly in row 1's first
  column; every product beyond a double's range is kept.
cmd
  $ATTN norm --eps 0 --dout D.csv X.csv
file D.csv
  1e+308,1.0
  1e-300,1e-300
file X.csv
  1e-300,0.0
  1e+300,-1e+300
stdout
  0,1.414213562373095e+300
  0,0
