how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --heads 2: head 0 owns columns 0-1, head 1 columns 2-3.
  The answer: tests/gen/checkof.py's numpy heads-averaged, written with %.4f.
cmd
  $ATTN check --of attend -q Q.csv -k K.csv -v V.csv --heads 2 answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file V.csv
  1,0,2,1
  0,3,-1,0.5
  2,1,0,-1
file answer.csv
  0.4916,0.2187
  0.8568,0.6841
  0.2960,0.5065
stdout
  shapes differ: expected 3x4, got 3x2
  likely mistake (heads-averaged): the 2 heads' outputs were averaged into one of 2 columns, not written side by side
status 1
