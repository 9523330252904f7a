cmd
  $ATTN cast --dtype e4m3 x.npy
file x.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<f8', 'fortran_order': False, 'shape': (2, 2), }                                                          
  \x00\x00\x00\x00\x00\x00\xf0?\x00\x00\x00\x00\x00@\x7f\xc0\x00\x00\x00\x00\x00\x00\xf0\x7f\x00\x00\x00\x00\x00\x00|@
stderr
  attn cast: x.npy: element [0, 1], -500, is too large for e4m3 (its largest value is 448)
status 1
