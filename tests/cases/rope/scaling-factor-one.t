how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  The frequencies are Hugging Face's rope_scaling formulas
  (modeling_rope_utils) in mpmath's real numbers (tests/lib/rotary.py).
  A factor of 1 is the unscaled rope.
cmd
  $ATTN rope --scaling linear --factor 1 --offset 7 X.csv
file X.csv
  0.8,-0.3,0.25,1.5,-2.0,0.125,0.7,-0.9
  0.3333333333333333,0.2857142857142857,-0.45454545454545453,0.1,0.2,-0.3,0.4,0.5
stdout
  1.9170950009122218,-0.3099798670900579,0.20042775692704695,1.5062631987001882,-0.9822152297115779,-0.09766003276074625,0.7157714120116788,-0.8894780358398273
  -0.2463716605942142,0.4142658870833326,-0.48505756227067787,0.09599684268359678,0.3006860754460712,-0.0040531296900002695,0.3623958216259693,0.5007839915520271
