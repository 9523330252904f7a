how
  q = 0: both scores 0, A = [0.5, 0.5]; dA = dO V^T = [1e300, 0];
  r = A.dA = 5e299; dS_0 = 0.5 (1e300 - 5e299) / T = 2.5e299 / 1e-10,
  beyond the largest double.
cmd
  $ATTN grad --wrt scores -q '[0,0]' -k '[1,0;0,1]' -v '[1e200,0;0,0]' --dout '[1e100,0]' --temperature 1e-10
stderr
  attn grad: <literal>:1: dS for key 0 overflows a double
status 1
