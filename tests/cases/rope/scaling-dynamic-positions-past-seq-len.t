how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  The frequencies are Hugging Face's rope_scaling formulas
  (modeling_rope_utils) in mpmath's real numbers (tests/lib/rotary.py).
cmd
  $ATTN rope --scaling dynamic --factor 4 --original-max 2048 --seq-len 6000 --positions '[10;6000]' X.csv
file X.csv
  0.8,-0.3,0.25,1.5,-2.0,0.125,0.7,-0.9
  0.3333333333333333,0.2857142857142857,-0.45454545454545453,0.1,0.2,-0.3,0.4,0.5
stdout
  -1.7592994450399015,-0.32365309478282445,0.2334073712132166,1.5010312712117164,1.242926169441409,-0.029557980944239816,0.7057060287848869,-0.898278978293792
stderr
  attn rope: <literal>:2: position 6000 is past --seq-len 6000 (a sequence of L positions has 0 to L-1)
status 1
