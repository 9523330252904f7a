how
  The first difference, 2e308, passes the largest double (inf), the RMSE sqrt(4e616 / 2) = 1.41421e308 does not, nor the mean 1e308 (mpmath at 2000 bits, from the doubles nearest 1e308).
cmd
  $ATTN check --stats '[1e308,1]' '[-1e308,1]'
stdout
  rmse 1.41421e+308
  largest absolute difference inf at row 0, column 0
  mean absolute difference 1e+308
