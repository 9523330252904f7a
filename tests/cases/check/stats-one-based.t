how
  rmse = sqrt((1 + 4 + 4) 1e-6 / 3) = sqrt(3e-6) = 0.0017320508...; mean 5e-3 / 3; the largest, 2e-3, first at column 2 counted from 1.
cmd
  $ATTN check --stats --one-based '[0,0,0]' '[1e-3,-2e-3,2e-3]'
stdout
  rmse 0.00173205
  largest absolute difference 0.002 at row 1, column 2
  mean absolute difference 0.00166667
