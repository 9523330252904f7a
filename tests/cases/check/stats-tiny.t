how
  The squares of 3e-170 and 4e-170 are below the smallest double: rmse = sqrt((9e-340 + 16e-340) / 2) = 3.53553e-170, the mean 3.5e-170, the largest 4e-170 (mpmath at 2000 bits, from the doubles nearest).
cmd
  $ATTN check --stats '[3e-170,4e-170]' '[0,0]'
stdout
  rmse 3.53553e-170
  largest absolute difference 4e-170 at row 0, column 1
  mean absolute difference 3.5e-170
