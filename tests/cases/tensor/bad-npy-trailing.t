cmd
  $ATTN cast --dtype f64 x.npy
file x.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<f8', 'fortran_order': False, 'shape': (1, 2), } junk                                                     
  \x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00
stderr
  attn cast: x.npy: the header is not the dict NumPy writes (text after the dict)
status 1
