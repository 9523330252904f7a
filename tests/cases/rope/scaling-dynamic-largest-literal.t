how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  The frequencies are Hugging Face's rope_scaling formulas
  (modeling_rope_utils) in mpmath's real numbers (tests/lib/rotary.py).
  A literal is read twice as a file is: L = 3 + 1.
cmd
  $ATTN rope --scaling dynamic --factor 2 --original-max 2 --offset 2 '[0.8,-0.3,0.25,1.5,-2,0.125,0.7,-0.9;0.3333333333333333,0.2857142857142857,-0.45454545454545453,0.1,0.2,-0.3,0.4,0.5]'
stdout
  1.4856773844136495,-0.31439865000134554,0.24325804977624474,1.5005996666222345,1.5597316145548301,0.08233157885848799,0.702371355636787,-0.8989998000740815
  -0.3582215004787886,0.3415089578293313,-0.46026697901587643,0.09949995008333751,-0.1509584966334667,-0.23452992300247844,0.39340294644998863,0.5000997499833542
