how
  Only the first comment line is a note, and "# my part" is none: P1 says nothing merge checks.
cmd
  $ATTN merge P1.csv P2.csv
file P1.csv
  # my part
  # attn lse: heads=2 sinks=in masked-rows=zero
  1,2,0
file P2.csv

  3,4,0
stdout
  2,3
