cmd
  $ATTN cast --dtype f64 x.npy
file x.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<f8', 'fortran_order': False, 'shapes': (1, 2), }                                                         
  \x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00
stderr
  attn cast: x.npy: the header is not the dict NumPy writes (the key 'shapes' is not one of descr, fortran_order and shape)
status 1
