cmd
  $ATTN grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt q,k -o a -o b --dtype bf16
file B.csv
  0.5,-inf,0
  0,1,-0.5
  -inf,0.25,0
  1,0,2
file K.csv
  1,0.5
  -0.75,1.25
  0.25,-1.5
file M.csv
  1,0,1
  0,1,1
  1,1,0
  0,0,0
file Q.csv
  0.5,-1.25
  1.5,0.75
  -0.25,2
  1,1
file V.csv
  2,-1,0.5
  0,1.5,-2
  1.25,0.25,1
file dO.csv
  1,0.5,-0.5
  -1,2,0.25
  0.5,-0.25,1.5
  0,1,1
stderr
  attn grad: --dtype takes one --wrt, not 2 (a kernel's backward writes one result) (see attn grad --help)
status 2
