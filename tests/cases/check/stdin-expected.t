cmd
  $ATTN check - '[1,2]'
stdin
  1,2.5
stdout
  row 0, column 1: expected 2.5, got 2, difference 0.5
  1 of 2 cells differ (largest difference 0.5 at row 0, column 1)
status 1
