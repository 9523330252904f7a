cmd
  $ATTN weights S.csv --sinks '[inf]'
file S.csv
  0.7071067811865476,0.7071067811865476
  0.7071067811865476,-0.7071067811865476
stderr
  attn weights: <literal>:1: field 1 is 'inf'; --sinks must be finite
status 1
