cmd
  $ATTN merge P1.csv '[1,2,inf]'
file P1.csv
  2,0,0.7071067811865476
file P2.csv
  0,2,0
stderr
  attn merge: <literal>:1: field 3 is 'inf'; an LSE must be finite or -inf
status 1
