how
  Q, K (and V) chosen small and uneven so that no two mistakes coincide.
  --sinks 0.5: e^0.5 one more term of each row's sum.  The sink's weight a fourth column.
  The answer: tests/gen/checkof.py's numpy sink-kept-as-column, written with %.4f.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv --sinks SK.csv answer.csv -p 6
file K.csv
  1,2,0,-1
  0,1,1,1
  -1,0,2,0.5
file Q.csv
  1,0,2,-1
  0.5,1,-1,0
  2,-1,0,1
file SK.csv
  0.5
file answer.csv
  0.2860,0.1734,0.3672,0.1734
  0.5432,0.1556,0.0446,0.2566
  0.1627,0.2683,0.1267,0.4423
stdout
  shapes differ: expected 3x3, got 3x4
  likely mistake (sink-kept-as-column): the sink's own weight was kept as a column after the 3 keys, as the softmax over keys and sink gives it before its column is dropped
status 1
