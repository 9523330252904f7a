cmd
  $ATTN grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt sinks --heads 2 --kv-heads 1 --sinks '[1,-1]' --window 1
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
  -0.8147979710870347,-0.10098408641460954
