how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  The frequencies are Hugging Face's rope_scaling formulas
  (modeling_rope_utils) in mpmath's real numbers (tests/lib/rotary.py).
  Rows at positions 5000 and 5001: L = 5002.
cmd
  $ATTN rope --scaling dynamic --factor 4 --original-max 2048 --offset 5000 X.csv
file X.csv
  0.8,-0.3,0.25,1.5,-2.0,0.125,0.7,-0.9
  0.3333333333333333,0.2857142857142857,-0.45454545454545453,0.1,0.2,-0.3,0.4,0.5
stdout
  -1.852198152588956,-0.3249096304135062,-0.6494356606687565,1.71504458018708,-1.0997099633749157,-0.007663684789890464,0.3615706330051373,0.3444155745185206
  0.3857012433472345,0.3907700858358739,-0.4681500519166329,-0.2627516329021874,0.04843203476531332,-0.13759139899371686,-0.383988410161541,0.4369915095367805
