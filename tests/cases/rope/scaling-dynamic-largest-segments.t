how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  The frequencies are Hugging Face's rope_scaling formulas
  (modeling_rope_utils) in mpmath's real numbers (tests/lib/rotary.py).
  Positions 0, 1, 2, then 0, 1 again: L = 3, above L0 = 2.
cmd
  $ATTN rope --scaling dynamic --factor 3 --original-max 2 --segments '[4;4;4;9;9]' X.csv
file X.csv
  0.5,-1.0,2.0,0.25,1.5,-0.75
  0.5,-1.0,2.0,0.25,1.5,-0.75
  0.5,-1.0,2.0,0.25,1.5,-0.75
  0.5,-1.0,2.0,0.25,1.5,-0.75
  0.5,-1.0,2.0,0.25,1.5,-0.75
stdout
  0.5,-1,2,0.25,1.5,-0.75
  0.059783406732095735,-1.0435967977508833,2.000645587672842,0.5558110688709832,1.4700019468436434,-0.748276173965995
  -0.4353977749799916,-1.0862943156284823,2.001289689557901,0.35061200427605527,1.4387371753844576,-0.7465517922215711
  0.5,-1,2,0.25,1.5,-0.75
  0.059783406732095735,-1.0435967977508833,2.000645587672842,0.5558110688709832,1.4700019468436434,-0.748276173965995
