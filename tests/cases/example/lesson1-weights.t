how
  Lesson 1: row-1 weights 1/(1+e^-sqrt2) = 0.8044296825 (mpmath), so [0.804, 0.196] to 3 places and the lesson's answer is off by 0.00043.
cmd
  $ATTN scores -q Q.csv -k K.csv | $ATTN weights --fixed 3; $ATTN scores -q Q.csv -k K.csv | $ATTN weights | $ATTN check my-A.csv --atol 5e-4 -p 3
file K.csv
  # Lesson 1 (05-02): the keys
  1,1
  1,-1
file Q.csv
  # Lesson 1 (05-02): the queries, one row per token
  1,0
  0,1
file my-A.csv
  # the weights as the lesson prints them
  0.50,0.50
  0.804,0.196
stdout
  0.500,0.500
  0.804,0.196
  all 4 cells close (largest difference 0.00043)
