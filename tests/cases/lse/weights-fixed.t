cmd
  $ATTN weights S.csv --lse -p 4
file S.csv
  0.7071067811865476,0.7071067811865476
  0.7071067811865476,-0.7071067811865476
stdout
  # attn lse: heads=1 keys=2 sinks=none masked-rows=zero
  0.5,0.5,1.4
  0.8044,0.1956,0.9247
