how
  Q = [1,0;0,2]: the weights without the scale are 0.5, 0.5 and 0.982, 0.018 (numpy); the right ones 0.5, 0.5 and 0.944, 0.056.  The bare 1 and 0 are read at the finest digit written elsewhere, the tenths: 0.982 reads as 1, 0.018 as 0, 0.944 does not.  Scores times sqrt(2) (0.9965) and 10^s (0.9985) read as 1 too, and are named as well.
cmd
  $ATTN check --of weights -q Q.csv -k K.csv answer.csv -p 3
file K.csv
  1,1
  1,-1
file Q.csv
  1,0
  0,2
file answer.csv
  0.5,0.5
  1,0
stdout
  row 1, column 0: expected 0.944, got 1, difference 0.0558
  row 1, column 1: expected 0.0558, got 0, difference 0.0558
  2 of 4 cells differ (largest difference 0.0558 at row 1, column 1)
  likely mistake (no-scale): the dot products were not divided by sqrt(d_k) = 1.41421
  likely mistake (scale-inverted): the dot products were multiplied by sqrt(d_k) = 1.41421 instead of divided by it
  likely mistake (exp2): the softmax took 10^s instead of e^s
  likely mistake (exp-rounded): each e^s was written down rounded to whole numbers, then summed and divided
  likely mistake (argmax): a one-hot at each row's largest score (an argmax, ties sharing it), not a softmax
status 1
