cmd
  $ATTN merge P1.csv
file P1.csv
  2,0,0.7071067811865476
file P2.csv
  0,2,0
stderr
  attn merge: merge takes two parts or more, the outputs of attend --lse (see attn merge --help)
status 2
