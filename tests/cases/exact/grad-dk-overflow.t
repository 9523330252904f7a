how
  K = 0: both scores 0, A = [0.5, 0.5] in both rows; dA = dO V^T =
  [0, 1e10]; r = 5e9; dS = [-2.5e9, 2.5e9]; dK_0 = sum_i dS_i0 q_i =
  -2 * 2.5e9 * 1e300 = -5e309, beyond the largest double.
cmd
  $ATTN grad --wrt k -q '[1e300;1e300]' -k '[0;0]' -v '[0;1]' --dout '[1e10;1e10]' --no-scale
stderr
  attn grad: <literal>: dK for key 0 overflows a double
status 1
