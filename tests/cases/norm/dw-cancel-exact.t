how
  x / |x| = [0.6, 0.8], [0.6, 0.8], [-0.6, -0.8]: dw_0 = 0.6 (1e16 +
  1 - 1e16) = 0.6, dw_1 = 0.8 (1 + 1e-16 - 3) = -1.6 + 0.8e-16,
  exactly, where a plain sum gives 0 for dw_0.
cmd
  $ATTN norm --l2 --eps 0 --dout D.csv --wrt w X.csv
file D.csv
  1e+16,1.0
  1.0,1e-16
  1e+16,3.0
file X.csv
  3.0,4.0
  6.0,8.0
  -3.0,-4.0
stdout
  0.6,-1.5999999999999999
