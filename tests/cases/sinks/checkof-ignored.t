how
  The answer: the weights without the sink (a plain softmax of the scaled scores), written to 4 decimals.
cmd
  $ATTN check --of weights -q '[1,0;0,1]' -k '[1,1;1,-1]' --sinks '[0.3]' --atol 1e-3 -p 3 '[0.5000,0.5000;0.8044,0.1956]'
stdout
  row 0, column 0: expected 0.375, got 0.5, difference 0.125
  row 0, column 1: expected 0.375, got 0.5, difference 0.125
  row 1, column 0: expected 0.524, got 0.804, difference 0.28
  row 1, column 1: expected 0.127, got 0.196, difference 0.0682
  4 of 4 cells differ (largest difference 0.28 at row 1, column 0)
  likely mistake (sinks-ignored): --sinks was left out: e^sink was not added to each row's sum, so its weights sum to 1
status 1
