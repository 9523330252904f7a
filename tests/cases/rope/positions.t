how
  Each output is x_a cos - x_b sin or x_a sin + x_b cos with the real
  angle p * B^(-2t/R), by mpmath at 600 bits from the doubles given,
  rounded once (tests/gen/rope.py).
  Each row at its --positions entry.
cmd
  $ATTN rope --positions P.csv X.csv
file P.csv
  3
  0
  7
  100000
file X.csv
  1.0,2.0,3.0,4.0
  1.0,2.0,3.0,4.0
  0.5,-1.0,2.0,-0.25
  1.0,-1.0,0.5,2.0
stdout
  -1.413352520780047,1.8791180666879923,-2.828857481741469,4.058191135400941
  1,2,3,4
  -0.9370220702659259,-0.9800652884188964,1.8362978080460037,-0.3193305974008527
  -1.0172352064242207,-2.2161381573547083,-0.4639316057470897,0.2978786120494034
