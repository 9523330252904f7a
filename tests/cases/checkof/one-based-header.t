how
  Lesson 1 without the scale, with header lines and rows and columns counted from 1.
cmd
  printf 'a,b\n1,0\n0,1\n' >Q.csv; printf 'x,y\n1,1\n1,-1\n' >K.csv; printf 'w0,w1\n0.5,0.5\n0.881,0.119\n' >A.csv; $ATTN check --of weights -q Q.csv -k K.csv -H --one-based -p 3 A.csv
stdout
  row 2, column 1: expected 0.804, got 0.881, difference 0.0766
  row 2, column 2: expected 0.196, got 0.119, difference 0.0766
  2 of 4 cells differ (largest difference 0.0766 at row 2, column 1)
  likely mistake (no-scale): the dot products were not divided by sqrt(d_k) = 1.41421
  likely mistake (scores-rounded): the scores were rounded to whole numbers before the softmax
status 1
