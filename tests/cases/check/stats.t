how
  The differences are 0.5, 0, 0 and -1: rmse = sqrt((0.25 + 1) / 4) = sqrt(0.3125) = 0.5590169..., the mean |difference| 1.5 / 4 = 0.375, the largest 1 at the last cell (rows and columns from 0).
cmd
  $ATTN check --stats '[1,2;3,4]' '[1.5,2;3,3]'
stdout
  rmse 0.559017
  largest absolute difference 1 at row 1, column 1
  mean absolute difference 0.375
