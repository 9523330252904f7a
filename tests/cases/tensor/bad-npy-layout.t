cmd
  $ATTN cast --dtype f64 --layout bshd x.npy
file x.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<f8', 'fortran_order': False, 'shape': (2, 1, 2), }                                                       
  \x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00
stderr
  attn cast: x.npy: a 3-D tensor (2, 1, 2) does not fit --layout bshd (a 3-D tensor takes shd or hsd)
status 1
