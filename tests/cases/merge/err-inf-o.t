cmd
  $ATTN merge '[-inf,1,0.5]' P1.csv
file P1.csv
  2,0,0.7071067811865476
file P2.csv
  0,2,0
stderr
  attn merge: <literal>:1: field 1 is '-inf'; O must be finite where its head's LSE is
status 1
