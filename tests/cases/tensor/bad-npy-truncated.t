cmd
  $ATTN cast --dtype f64 x.npy
file x.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<f8', 'fortran_order': False, 'shape': (1, 2), }                                                          
  \x00\x00\x00\x00\x00\x00\xf0?\x00\x00\x00\x00
stderr
  attn cast: x.npy: the file is shorter than its header says: shape (1, 2) of 8-byte elements needs 16 bytes of data, and the file has 12 after its header
status 1
