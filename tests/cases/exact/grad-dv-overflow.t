how
  One key: every weight is 1, so dV = A^T dO = 1e308 + 1e308 = 2e308,
  beyond the largest double: an error, not inf or nan (attn(1),
  DIAGNOSTICS: finite in, infinite out is an error).
cmd
  $ATTN grad --wrt v -q '[0;0]' -k '[0]' -v '[1]' --dout '[1e308;1e308]'
stderr
  attn grad: <literal>: dV for key 0 overflows a double
status 1
