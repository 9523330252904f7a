how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
cmd
  $ATTN rope --base 1.5 --interleaved X.csv
file X.csv
  0.8,-0.3,0.25,1.5,-2.0,0.125,0.7,-0.9
  0.3333333333333333,0.2857142857142857,-0.45454545454545453,0.1,0.2,-0.3,0.4,0.5
stdout
  0.8,-0.3,0.25,1.5,-2,0.125,0.7,-0.9
  -0.06031951275097147,0.4348624156601959,-0.35982172077247565,-0.2951946806910118,0.3555810773476437,-0.059683309495109284,-0.040343040938689276,0.6390402483786285
