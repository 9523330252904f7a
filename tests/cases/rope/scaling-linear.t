how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  The frequencies are Hugging Face's rope_scaling formulas
  (modeling_rope_utils) in mpmath's real numbers (tests/lib/rotary.py).
cmd
  $ATTN rope --scaling linear --factor 4 --offset 1000 X.csv
file X.csv
  0.8,-0.3,0.25,1.5,-2.0,0.125,0.7,-0.9
  0.3333333333333333,0.2857142857142857,-0.45454545454545453,0.1,0.2,-0.3,0.4,0.5
stdout
  -1.7482653948554039,-0.28081687479682044,-0.6192164047595029,1.6760321958950377,-1.2583990262039617,0.1636058765122661,-0.4111824948568644,-0.5009152406577959
  0.33401671760479446,0.2517977079554076,0.12624816540022057,-0.0269380357687306,-0.19885659021422974,-0.32898414449579133,-0.592176469459073,0.5091898881840866
