how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  The frequencies are Hugging Face's rope_scaling formulas
  (modeling_rope_utils) in mpmath's real numbers (tests/lib/rotary.py).
  A sequence no longer than L0 keeps the base.
cmd
  $ATTN rope --scaling dynamic --factor 4 --original-max 2048 --seq-len 2048 --offset 2000 X.csv
file X.csv
  0.8,-0.3,0.25,1.5,-2.0,0.125,0.7,-0.9
  0.3333333333333333,0.2857142857142857,-0.45454545454545453,0.1,0.2,-0.3,0.4,0.5
stdout
  1.566111369551609,-0.03699414035035244,-0.5370411600559913,0.19414742932239998,1.4789507017345722,0.3228876485400741,0.5138937559512813,1.7384782931309506
  -0.36570602115302536,-0.08267818890910877,-0.5481250323664031,-0.4961460052798102,-0.13179611983489534,-0.40595193082424696,-0.25723630992000995,-0.1176398803335271
