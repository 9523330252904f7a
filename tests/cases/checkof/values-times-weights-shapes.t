how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  n_q = d_v = 2, n_k = 4: V A is 4 x 4, not the 2 x 2 of A V.
  The answer: tests/gen/checkof.py's numpy values-times-weights, written with %.4f.
cmd
  $ATTN check --of attend -q Q.csv -k K.csv -v V.csv answer.csv -p 6
file K.csv
  1,2,0
  0,1,1
  -1,0,2
  0.5,-1,1
file Q.csv
  1,0,2
  0.5,1,-1
file V.csv
  1,0
  0,3
  2,1
  -1,0.5
file answer.csv
  0.1200,0.2138,0.3808,0.2853
  2.1773,0.5141,0.1214,0.1872
  0.9658,0.5990,0.8021,0.6331
  0.2429,-0.1281,-0.3606,-0.2541
stdout
  shapes differ: expected 2x2, got 4x4
  likely mistake (values-times-weights): V A, not A V: the values times the weights
status 1
