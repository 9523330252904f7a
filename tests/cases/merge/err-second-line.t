cmd
  $ATTN merge p1.csv p2.csv
file p1.csv
  1,2,0
  3,4,0
file p2.csv
  # part 2
  1,2,0
  3,nan,0
stdout
  1,2
stderr
  attn merge: p2.csv:3: field 2 is 'nan'; O must be finite where its head's LSE is
status 1
