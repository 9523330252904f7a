cmd
  $ATTN cast --dtype f64 x.npy
file x.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<f8', 'fortran_order': False, 'shape': (1, 1, 1, 1, 2), }                                                 
  \x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00
stderr
  attn cast: x.npy: the array has more than 4 dimensions; attn reads 1-D to 4-D
status 1
