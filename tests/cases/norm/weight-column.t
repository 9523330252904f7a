how
  W given as a column: the same weights as norm-weight.
cmd
  $ATTN norm --weight W.csv X.csv
file W.csv
  0.5
  -2
file X.csv
  3.0,4.0
  1.0,-1.0
  0.0,2.0
stdout
  0.4242640517413668,-2.2627416092872896
  0.4999997500001875,1.99999900000075
  0,-2.8284264176396743
