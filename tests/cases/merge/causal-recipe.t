cmd
  sed -n '1,2p' K.csv >K0.csv; sed -n '1,2p' V.csv >V0.csv; $ATTN attend --lse --causal --offset 3 -q Q.csv -k K0.csv -v V0.csv >P0.csv; sed -n '3,5p' K.csv >K1.csv; sed -n '3,5p' V.csv >V1.csv; $ATTN attend --lse --causal --offset 1 -q Q.csv -k K1.csv -v V1.csv >P1.csv; sed -n '6,7p' K.csv >K2.csv; sed -n '6,7p' V.csv >V2.csv; $ATTN attend --lse --causal --offset -2 -q Q.csv -k K2.csv -v V2.csv >P2.csv; $ATTN merge P0.csv P1.csv P2.csv
file K.csv
  1,0.5,-0.25
  -0.75,1.25,0.5
  0.25,-1.5,1
  2,0,-1
  -0.5,-0.5,0.75
  1.25,1,0.25
  0,-2,1.5
file Q.csv
  0.5,-1.25,0.75
  1.5,0.75,-0.5
  -0.25,2,1
  1,1,-1.5
file V.csv
  2,-1
  0,1.5
  1.25,0.25
  -1,3
  0.5,0.5
  4,-2
  -0.25,1
stdout
  0.9096919446578728,0.6122850237845465
  -0.030638912468341953,1.689914698007062
  1.2419380920434806,0.3073061053177997
  0.7081618191091349,1.0308631633072658
