cmd
  $ATTN merge --sinks - P1.csv -
file P1.csv
  2,0,0.7071067811865476
file P2.csv
  0,2,0
stderr
  attn merge: only one operand can be read from stdin (see attn merge --help)
status 2
