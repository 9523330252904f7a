how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  The frequencies are Hugging Face's rope_scaling formulas
  (modeling_rope_utils) in mpmath's real numbers (tests/lib/rotary.py).
  At position 0 the row is times the attention factor, 0.1 ln 32 + 1.
cmd
  $ATTN rope --scaling yarn --factor 32 --original-max 4096 '[1,2,3,4;-0,1e-300,3,-4]' --positions '[0;0]'
stdout
  1.3465735902799727,2.6931471805599454,4.039720770839918,5.386294361119891
  0,1.3465735902799726e-300,4.039720770839918,-5.386294361119891
