how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  The frequencies are Hugging Face's rope_scaling formulas
  (modeling_rope_utils) in mpmath's real numbers (tests/lib/rotary.py).
  Position 5001 needs L of 5002 or more; row 0 is written first.
cmd
  $ATTN rope --scaling dynamic --factor 4 --original-max 2048 --seq-len 5001 --offset 5000 X.csv
file X.csv
  0.8,-0.3,0.25,1.5,-2.0,0.125,0.7,-0.9
  0.3333333333333333,0.2857142857142857,-0.45454545454545453,0.1,0.2,-0.3,0.4,0.5
stdout
  -1.852198152588956,-0.324609801514659,-0.6504052588659965,1.7149711251846835,-1.0997099633749157,-0.01592095350830649,0.3598235668205405,0.34478114766149937
stderr
  attn rope: X.csv:2: the row sits at position 5001, past --seq-len 5001 (a sequence of L positions has 0 to L-1)
status 1
