how
  With eps 0 the numerator is exactly 0: dY along X moves only the
  norm, which the output does not see.
cmd
  $ATTN norm --eps 0 --dout D.csv X.csv
file D.csv
  6.0,8.0,24.0
  -1.0,2.0,-0.5
file X.csv
  3.0,4.0,12.0
  0.001,-0.002,0.0005
stdout
  0,0,0
  0,0,0
