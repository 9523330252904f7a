cmd
  $ATTN weights S.csv --sinks
file S.csv
  0.7071067811865476,0.7071067811865476
  0.7071067811865476,-0.7071067811865476
stderr
  attn weights: option '--sinks' needs a value (see attn weights --help)
status 2
