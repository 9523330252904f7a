cmd
  $ATTN check --one-based '[1,2;3,4]' '[1,2;3,5]'
stdout
  row 2, column 2: expected 4, got 5, difference 1
  1 of 4 cells differ (largest difference 1 at row 2, column 2)
status 1
