how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
cmd
  $ATTN rope --base 500000 X.csv
file X.csv
  0.8,-0.3,0.25,1.5,-2.0,0.125,0.7,-0.9
  0.3333333333333333,0.2857142857142857,-0.45454545454545453,0.1,0.2,-0.3,0.4,0.5
stdout
  0.8,-0.3,0.25,1.5,-2,0.125,0.7,-0.9
  0.011806571661133919,0.29679142933311126,-0.4551106852364632,0.09997340837910645,0.38855078944292676,-0.2890458450412898,0.3993567758678082,0.5000053175887876
