how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy no-scale, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.3315,0.1220,0.5465
  0.9184,0.0754,0.0062
  0.2312,0.6285,0.1402
stdout
  row 0, column 0: expected 0.345954, got 0.3315, difference 0.0144542
  row 0, column 1: expected 0.209832, got 0.122, difference 0.0878318
  row 0, column 2: expected 0.444214, got 0.5465, difference 0.102286
  row 1, column 0: expected 0.730679, got 0.9184, difference 0.187721
  row 1, column 1: expected 0.209343, got 0.0754, difference 0.133943
  row 1, column 2: expected 0.0599778, got 0.0062, difference 0.0537778
  row 2, column 0: expected 0.291756, got 0.2312, difference 0.060556
  row 2, column 1: expected 0.481024, got 0.6285, difference 0.147476
  row 2, column 2: expected 0.22722, got 0.1402, difference 0.0870198
  9 of 9 cells differ (largest difference 0.187721 at row 1, column 0)
  likely mistake (no-scale): the dot products were not divided by sqrt(d_k) = 2
status 1
