cmd
  $ATTN cast --dtype f64 --layout hsd x.npy
file x.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<f8', 'fortran_order': False, 'shape': (1, 2, 1, 2), }                                                    
  \x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00
stderr
  attn cast: x.npy: a 4-D tensor (1, 2, 1, 2) does not fit --layout hsd (a 4-D tensor takes bshd or bhsd)
status 1
