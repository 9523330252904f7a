how
  The answer: weights of the unscaled scores with the sink, written to 4 decimals.  Of attn-check(1)'s mistakes, no-scale is the one that makes these, and scores-rounded: lesson 1's scores, +-0.7071, rounded to whole numbers are the unscaled ones; with no mask, heads or transform given, the others are not tried or give other numbers.
cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' --sinks '[0.3]' --atol 1e-3 -p 3 '[0.4005,0.4005;0.6128,0.0829]'
stdout
  row 0, column 0: expected 0.375, got 0.401, difference 0.0253
  row 0, column 1: expected 0.375, got 0.401, difference 0.0253
  row 1, column 0: expected 0.524, got 0.613, difference 0.0889
  row 1, column 1: expected 0.127, got 0.0829, difference 0.0445
  4 of 4 cells differ (largest difference 0.0889 at row 1, column 0)
  likely mistake (no-scale): the dot products were not divided by sqrt(d_k) = 1.41421
  likely mistake (scores-rounded): the scores were rounded to whole numbers before the softmax
status 1
