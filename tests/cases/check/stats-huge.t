how
  The differences are 1e200, 0, 3e180 and 2e200 (the doubles nearest): their squares pass the largest double, the RMSE does not. mpmath at 2000 bits: rmse = sqrt((1e400 + 9e360 + 4e400) / 4) = 1.11803e200, the mean 7.5e199, the largest 2e200 at the last cell.
cmd
  $ATTN check --stats '[1e200,0;3e180,-2e200]' '[0,0;0,0]'
stdout
  rmse 1.11803e+200
  largest absolute difference 2e+200 at row 1, column 1
  mean absolute difference 7.5e+199
