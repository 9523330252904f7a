cmd
  $ATTN grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt weights --heads 2 --kv-heads 1 --causal
file K.csv
  1,-0.5
  0.25,1.5
  -1,0.75
file Q.csv
  0.5,-1,1.5,0.25
  -0.5,0.75,1,-1.25
  2,0.5,-0.5,1
file V.csv
  1,2
  -1.5,0.5
  0.25,-1
file dO.csv
  1,0,-0.5,2
  0.25,1,1.5,-1
  -2,0.5,1,1
stdout
  1,-1.5,0.25,3.5,1.75,-2.125
  2.25,0.125,-0.9375,-0.5,-2.75,1.375
  -1,3.25,-1,3,-1,-0.75
