cmd
  $ATTN cast --dtype f64 x.npy
file x.npy escaped
  \x93NUMPY\x04\x00t\x00\x00\x00{'descr': '<f8', 'fortran_order': False, 'shape': (1, 2), }                                                        
stderr
  attn cast: x.npy: a .npy of version 4.0, which attn does not read (1.0, 2.0 and 3.0)
status 1
