how
  The p-th --dout goes with the p-th -w, in any order of the
  options.
cmd
  $ATTN project --transposed -w Wt0.csv --dout D0.csv -w Wt1.csv --dout D1.csv --dout D2.csv -w Wt2.csv X.csv
file D0.csv
  1.0,0.0
  0.0,1.0
file D1.csv
  2.0
  -1.0
file D2.csv
  1.0,1.0,1.0
  0.5,-2.0,0.0
file W0.csv
  1.0,2.0
  3.0,4.0
  5.0,6.0
file W1.csv
  1.0
  0.0
  -1.0
file W2.csv
  0.5,0.25,2.0
  1.0,1.0,1.0
  -1.0,0.0,3.0
file Wt0.csv
  1.0,3.0,5.0
  2.0,4.0,6.0
file Wt1.csv
  1.0,0.0,-1.0
file Wt2.csv
  0.5,1.0,-1.0
  0.25,1.0,0.0
  2.0,1.0,3.0
file X.csv
  1.0,1.0,1.0
  1.0,0.0,-1.0
stdout
  5.75,6,5
  0.75,2.5,6.5
