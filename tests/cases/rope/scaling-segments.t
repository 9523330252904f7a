how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  The frequencies are Hugging Face's rope_scaling formulas
  (modeling_rope_utils) in mpmath's real numbers (tests/lib/rotary.py).
cmd
  $ATTN rope --scaling linear --factor 4 --segments S.csv X.csv
file S.csv
  0
  0
  0
  1
  1
  0
  0
file X.csv
  1.0,0.5,-1.0,2.0
  0.25,1.0,2.0,-3.0
  3.0,1.0,-0.5,0.75
  1.0,1.0,1.0,1.0
  -2.0,0.5,4.0,1.0
  1.0,2.0,3.0,4.0
  0.1,0.2,0.3,0.4
stdout
  1,0.5,-1,2
  -0.25257981308138466,1.00749686718913,1.9996758332349203,-2.9974906276090487
  2.87246045497322,0.9962375156510221,0.9994853348674226,0.754990604186224
  1,1,1,1
  -2.927440680439381,0.4974984401049797,3.3808417683335334,1.0012468736995446
  1,2,3,4
  0.02267005439470761,0.19899937604199186,0.3154141224386457,0.4004987494798179
