how
  Lesson 1's scores are 0.7071 and -0.7071 (mpmath).  No cell has a point, so each is read at its units: 0.7071 reads as 1, and the answer is right to the digits written.
cmd
  $ATTN check --of scores -q Q.csv -k K.csv answer.csv -p 3
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,1
file answer.csv
  1,1
  1,-1
stdout
  right to the digits written (4 cells)
