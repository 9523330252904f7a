how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  The frequencies are Hugging Face's rope_scaling formulas
  (modeling_rope_utils) in mpmath's real numbers (tests/lib/rotary.py).
cmd
  $ATTN rope --scaling dynamic --factor 4 --original-max 2048 --seq-len 8192 --offset 5000 X.csv
file X.csv
  0.8,-0.3,0.25,1.5,-2.0,0.125,0.7,-0.9
  0.3333333333333333,0.2857142857142857,-0.45454545454545453,0.1,0.2,-0.3,0.4,0.5
stdout
  -1.852198152588956,-0.06230120027218697,-0.4924694750961613,1.728096598150249,-1.0997099633749157,0.31897266410249775,-0.5567529219487863,-0.2714445568832375
  0.3857012433472345,-0.07399555444112758,0.274089972797864,-0.09494558056709873,0.04843203476531332,-0.40762398234668995,-0.5398946721904191,0.5009843677509075
