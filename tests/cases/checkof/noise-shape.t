how
  Two rows for three: no mistake has that shape.
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
  0.3333,0.3333,0.3333
  0.3333,0.3333,0.3333
stdout
  shapes differ: expected 3x3, got 2x3
  no common mistake reproduces this answer
status 1
