how
  Lesson 1 without the scale, on stdin; the numbers as in checkof-lesson1-no-scale, to 3 digits.
cmd
  printf '0.5,0.5\n0.881,0.119\n' | $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' -p 3
stdout
  row 1, column 0: expected 0.804, got 0.881, difference 0.0766
  row 1, column 1: expected 0.196, got 0.119, difference 0.0766
  2 of 4 cells differ (largest difference 0.0766 at row 1, column 0)
  likely mistake (no-scale): the dot products were not divided by sqrt(d_k) = 1.41421
  likely mistake (scores-rounded): the scores were rounded to whole numbers before the softmax
status 1
