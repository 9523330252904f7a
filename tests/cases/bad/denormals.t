how
  Underflow reads as the nearest double: Python repr(float(s)) gives 0, 4e-320, 5e-324, 5e-324, 0.
cmd
  $ATTN rank --values
stdin
  1e-400,4e-320,4.9e-324,3e-324,2e-324
stdout
  4e-320,5e-324,5e-324,0,0
