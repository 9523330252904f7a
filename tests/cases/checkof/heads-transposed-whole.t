how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: head 0 owns columns 0-1, head 1 columns 2-3.
  The answer: tests/gen/checkof.py's numpy transposed, written with %.4f.
cmd
  $ATTN check --of scores -q Q.csv -k K.csv --heads 2 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file answer.csv
  0.7071,1.7678,0.0000
  0.0000,0.7071,-0.7071
  -0.7071,-0.3536,-1.4142
  0.7071,0.0000,-0.7071
  0.7071,-0.7071,0.7071
  2.4749,-1.4142,0.3536
stdout
  shapes differ: expected 3x6, got 6x3
  likely mistake (transposed): the right matrix transposed: 6x3 instead of 3x6
status 1
