how
  e4m3 has no inf: a value past its range is nan, as PyTorch's
cmd
  $ATTN cast --dtype e4m3 --overflow inf x.npy
file x.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<f8', 'fortran_order': False, 'shape': (2, 2), }                                                          
  \x00\x00\x00\x00\x00\x00\xf0?\x00\x00\x00\x00\x00@\x7f\xc0\x00\x00\x00\x00\x00\x00\xf0\x7f\x00\x00\x00\x00\x00\x00|@
stdout
  1,nan
  nan,440
