how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  2.0 and 1e1 are whole numbers.
cmd
  $ATTN rope --positions '[2.0;1e1]' X.csv
file X.csv
  1.0,2.0,3.0,4.0
  1.0,2.0,3.0,4.0
stdout
  -3.1440391170241875,1.9196053465598233,-0.33914308281574546,4.039197360052977
  0.792991803591657,1.590674663968739,-3.061235698118727,4.17968349440576
