cmd
  $ATTN grad -q Q.csv -k K.csv -v V.csv --dout dO.csv --wrt q --mask M.csv --masked-rows error
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
stdout
  0.02961231131591644,0.07896616350911043
  -0.5098960230853896,1.4022140634848215
  1.0745927724919255,-0.4605397596393967
stderr
  attn grad: Q.csv:4: every key is masked in this row (see --masked-rows)
status 1
