how
  Lesson 1 without the scale: the summary and the mistake alone.
cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' --brief '[0.5,0.5;0.881,0.119]'
stdout
  2 of 4 cells differ (largest difference 0.0765703 at row 1, column 0)
  likely mistake (no-scale): the dot products were not divided by sqrt(d_k) = 1.41421
  likely mistake (scores-rounded): the scores were rounded to whole numbers before the softmax
status 1
