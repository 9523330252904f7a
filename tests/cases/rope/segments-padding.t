how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  Padding ids (negative) are a run like any other.
cmd
  $ATTN rope --segments '[5;5;-1;-1;7]' X.csv
file X.csv
  1.0,0.5,-1.0,2.0
  0.25,1.0,2.0,-3.0
  3.0,1.0,-0.5,0.75
  1.0,1.0,1.0,1.0
  -2.0,0.5,4.0,1.0
stdout
  1,0.5,-1,2
  -1.5478663931487582,1.0299495004191652,1.2909723579382535,-2.9898501679158294
  3,1,-0.5,0.75
  -0.3011686789397568,0.9899501670824986,1.3817732906760363,1.009949833750832
  -2,0.5,4,1
