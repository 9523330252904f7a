how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  The frequencies are Hugging Face's rope_scaling formulas
  (modeling_rope_utils) in mpmath's real numbers (tests/lib/rotary.py).
  The largest of --positions is 7000: L = 7001, for every row.
cmd
  $ATTN rope --scaling dynamic --factor 4 --original-max 2048 --positions P.csv X.csv
file P.csv
  7000
  3000
file X.csv
  0.8,-0.3,0.25,1.5,-2.0,0.125,0.7,-0.9
  0.3333333333333333,0.2857142857142857,-0.45454545454545453,0.1,0.2,-0.3,0.4,0.5
stdout
  1.7033816073344255,0.3164918638769724,-0.7426872368880981,1.7376527053432376,-1.3185185246308788,0.07387760215166679,0.03026000931133279,0.20140276962675446
  -0.36906539481848044,-0.3884116728468596,-0.41462304452905446,-0.04261156993044634,-0.12207311521621075,-0.14411462610550171,0.44124743760546825,0.5081183465572392
