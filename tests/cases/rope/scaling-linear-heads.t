how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  The frequencies are Hugging Face's rope_scaling formulas
  (modeling_rope_utils) in mpmath's real numbers (tests/lib/rotary.py).
cmd
  $ATTN rope --scaling linear --factor 2.5 --heads 2 --interleaved --offset 7 X.csv
file X.csv
  0.8,-0.3,0.25,1.5,-2.0,0.125,0.7,-0.9
  0.3333333333333333,0.2857142857142857,-0.45454545454545453,0.1,0.2,-0.3,0.4,0.5
stdout
  -0.6532814274881551,0.5506572223253214,0.20790749418737375,1.5064111237841837,1.8425711625678283,-0.7877540928953921,0.7249223252560735,-0.8800497840152725
  -0.31608659857132343,-0.30468512660769415,-0.4575122010260714,0.0854058321206084,-0.2171711981872246,0.28781360405290995,0.38379794800253014,0.5125418374230998
