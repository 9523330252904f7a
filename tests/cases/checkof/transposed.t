how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  The answer: tests/gen/checkof.py's numpy transposed, written with %.4f.
cmd
  $ATTN check --of scores -q Q.csv -k K.csv answer.csv -p 6
file K.csv
  1,2,0
  0,1,1
  -1,0,2
file Q.csv
  1,0,2
  0.5,1,-1
file answer.csv
  0.5774,1.4434
  1.1547,0.0000
  1.7321,-1.4434
stdout
  shapes differ: expected 2x3, got 3x2
  likely mistake (transposed): the right matrix transposed: 3x2 instead of 2x3
status 1
