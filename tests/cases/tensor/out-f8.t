how
  numpy's np.save of the same values, <f8, the input's shape
cmd
  $ATTN cast --dtype f64 x.npy -o y.npy
after
  cmp y.npy want.npy && echo same
file want.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<f8', 'fortran_order': False, 'shape': (1, 2, 1, 2), }                                                    
  \x9a\x99\x99\x99\x99\x99\xb9?\x00\x00\x00\x00\x00\x00\x00\xc0\xfc\xa9\xf1\xd2MbP?\x00\x00\x00\x00\x00\x00\x08@
file x.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<f8', 'fortran_order': False, 'shape': (1, 2, 1, 2), }                                                    
  \x9a\x99\x99\x99\x99\x99\xb9?\x00\x00\x00\x00\x00\x00\x00\xc0\xfc\xa9\xf1\xd2MbP?\x00\x00\x00\x00\x00\x00\x08@
stdout
  same
