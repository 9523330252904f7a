how
  A run of well under 2 s shows no progress, even with --progress: the
  scores of the first lesson, 1/sqrt(2) = 0.7071 to 4 digits.
cmd
  $ATTN scores --progress -q Q.csv -k K.csv -p 4
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,1
stdout
  0.7071,0.7071
  0.7071,-0.7071
