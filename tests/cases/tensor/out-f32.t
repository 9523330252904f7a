how
  numpy's cast to <f4, saved by np.save
cmd
  $ATTN cast --dtype f32 x.npy -o y.npy
after
  cmp y.npy want.npy && echo same
file want.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<f4', 'fortran_order': False, 'shape': (1, 2, 1, 2), }                                                    
  \xcd\xcc\xcc=\x00\x00\x00\xc0o\x12\x83:\x00\x00@@
file x.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<f8', 'fortran_order': False, 'shape': (1, 2, 1, 2), }                                                    
  \x9a\x99\x99\x99\x99\x99\xb9?\x00\x00\x00\x00\x00\x00\x00\xc0\xfc\xa9\xf1\xd2MbP?\x00\x00\x00\x00\x00\x00\x08@
stdout
  same
