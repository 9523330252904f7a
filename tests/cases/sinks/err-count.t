cmd
  $ATTN weights S.csv --sinks '[1,2]'
file S.csv
  0.7071067811865476,0.7071067811865476
  0.7071067811865476,-0.7071067811865476
stderr
  attn weights: <literal>: --sinks has 2 numbers, but there is 1 head (one number per head)
status 1
