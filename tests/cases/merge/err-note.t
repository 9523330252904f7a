cmd
  $ATTN merge P1.csv P2.csv
file P1.csv
  # attn lse: heads=two sinks=none masked-rows=zero
  1,2,0
file P2.csv
  1,2,0
stderr
  attn merge: P1.csv: its first line, '# attn lse: heads=two sinks=none masked-rows=zero', is not the note attend --lse writes
status 1
