how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --softcap 1.5 after the scale, as attn weights does it.
  The answer: tests/gen/checkof.py's numpy no-scale, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --softcap 1.5 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.3642,0.2367,0.3991
  0.7642,0.1891,0.0468
  0.2403,0.5760,0.1838
stdout
  row 0, column 0: expected 0.352523, got 0.3642, difference 0.011677
  row 0, column 1: expected 0.238224, got 0.2367, difference 0.00152379
  row 0, column 2: expected 0.409253, got 0.3991, difference 0.0101532
  row 1, column 0: expected 0.671807, got 0.7642, difference 0.0923931
  row 1, column 1: expected 0.24143, got 0.1891, difference 0.0523297
  row 1, column 2: expected 0.0867635, got 0.0468, difference 0.0399635
  row 2, column 0: expected 0.29158, got 0.2403, difference 0.0512796
  row 2, column 1: expected 0.472285, got 0.576, difference 0.103715
  row 2, column 2: expected 0.236136, got 0.1838, difference 0.0523356
  9 of 9 cells differ (largest difference 0.103715 at row 2, column 1)
  likely mistake (no-scale): the dot products were not divided by sqrt(d_k) = 2
status 1
