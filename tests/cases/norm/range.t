how
  Squares from 2.5e-647 to 2.25e616, none a double, summed exactly.
  Every entry the exact quotient rounded once (tests/lib/rmsnorm.py).
cmd
  $ATTN norm --eps 0 X.csv
file X.csv
  1e-300,-3e-300,2e-301
  1e+300,1e+300,-1e+300
  5e-324,-5e-324,1e-323
  1.5e+308,-1e+308,1e-300
stdout
  0.5466303878092527,-1.6398911634277582,0.10932607756185055
  1,1,-1
  0.7071067811865476,-0.7071067811865476,1.4142135623730951
  1.4411533842457842,-0.9607689228305228,0
