cmd
  $ATTN cast --dtype f64 x.npy
file x.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<i4', 'fortran_order': False, 'shape': (2,), }                                                            
  \x01\x00\x00\x00\x02\x00\x00\x00
stderr
  attn cast: x.npy: the dtype '<i4' is not one attn reads (f8, f4 or f2, either byte order)
status 1
