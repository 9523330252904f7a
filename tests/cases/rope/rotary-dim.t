how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  Columns 4 to 7 pass through.
cmd
  $ATTN rope --rotary-dim 4 X.csv
file X.csv
  0.8,-0.3,0.25,1.5,-2.0,0.125,0.7,-0.9
  0.3333333333333333,0.2857142857142857,-0.45454545454545453,0.1,0.2,-0.3,0.4,0.5
stdout
  0.8,-0.3,0.25,1.5,-2,0.125,0.7,-0.9
  0.5625875798990299,0.28470001678563056,0.034898371056508046,0.10285209527999986,0.2,-0.3,0.4,0.5
