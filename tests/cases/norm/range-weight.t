how
  x w up to 1e600 before the division: taken exactly.
  Every entry the exact quotient rounded once (tests/lib/rmsnorm.py).
cmd
  $ATTN norm --eps 0 -w '[1e300,1e-300,1]' X.csv
file X.csv
  1e-300,-3e-300,2e-301
  1e+300,1e+300,-1e+300
  5e-324,-5e-324,1e-323
stdout
  5.4663038780925276e+299,-1.6398911634277582e-300,0.10932607756185055
  1e+300,1e-300,-1
  7.071067811865476e+299,-7.071067811865475e-301,1.4142135623730951
