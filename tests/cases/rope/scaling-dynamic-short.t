how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  The frequencies are Hugging Face's rope_scaling formulas
  (modeling_rope_utils) in mpmath's real numbers (tests/lib/rotary.py).
  A sequence no longer than L0 keeps the base.
cmd
  $ATTN rope --scaling dynamic --factor 4 --original-max 2048 --seq-len 2048 --offset 5000 X.csv
file X.csv
  0.8,-0.3,0.25,1.5,-2.0,0.125,0.7,-0.9
  0.3333333333333333,0.2857142857142857,-0.45454545454545453,0.1,0.2,-0.3,0.4,0.5
stdout
  -1.852198152588956,0.3236262576947529,0.42490390471577844,-0.43753856900198523,-1.0997099633749157,0.02985038241780809,0.6098825065184971,-1.6936823789116113
  0.3857012433472345,-0.4040259050977127,-0.3387066900281188,0.5077821633061262,0.04843203476531332,0.09162816745520197,0.5018857921660362,0.046446470567208395
