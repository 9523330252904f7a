how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  Rows 0 to 4 at key positions 2 to 6: positions 2 0 1 0 1.
cmd
  $ATTN rope --segments S.csv --offset 2 --interleaved X.csv
file S.csv
  0
  0
  0
  1
  1
  0
  0
file X.csv
  1.0,0.5,-1.0,2.0
  0.25,1.0,2.0,-3.0
  3.0,1.0,-0.5,0.75
  1.0,1.0,1.0,1.0
  -2.0,0.5,4.0,1.0
stdout
  -0.8707955499599832,0.7012240085521105,-1.0397973400532439,1.9796013466398226
  0.25,1,2,-3
  0.7794359327965227,3.064715260291829,-0.5074748752089576,0.7449625836454157
  1,1,1,1
  -1.5013401041402277,-1.4127908166817231,3.9898001683324944,1.0399493337533319
