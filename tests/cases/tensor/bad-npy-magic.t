cmd
  $ATTN cast --dtype f64 x.npy
file x.npy
  1,2
stderr
  attn cast: x.npy: not a .npy file (it does not start with NumPy's magic, \x93NUMPY)
status 1
