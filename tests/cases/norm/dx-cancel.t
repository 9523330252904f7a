how
  dY is a multiple of X: w g E - x G = c x (E - sum x^2) = c x n eps,
  a remainder n eps / sum x^2 of the terms (2e-14 and 6e-7 here),
  exact (rmsnorm.py).
cmd
  $ATTN norm --eps 1e-12 --dout D.csv X.csv
file D.csv
  6.0,8.0,24.0
  -1.0,2.0,-0.5
file X.csv
  3.0,4.0,12.0
  0.001,-0.002,0.0005
stdout
  1.4190675710623104e-14,1.892090094749747e-14,5.676270284249242e-14
  -0.00043195902747418324,0.0008639180549483665,-0.00021597951373709162
