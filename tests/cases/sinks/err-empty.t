cmd
  $ATTN weights S.csv --sinks empty.csv
file S.csv
  0.7071067811865476,0.7071067811865476
  0.7071067811865476,-0.7071067811865476
file empty.csv
stderr
  attn weights: empty.csv: no data rows (--sinks needs at least one)
status 1
