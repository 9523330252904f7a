how
  bf16 rounding to nearest even from f4's bits (no value of the input is near a tie of f8 to f4)
cmd
  $ATTN cast --dtype bf16 x.npy -o y.npy
after
  cmp y.npy want.npy && echo same
file want.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<f4', 'fortran_order': False, 'shape': (1, 2, 1, 2), }                                                    
  \x00\x00\xcd=\x00\x00\x00\xc0\x00\x00\x83:\x00\x00@@
file x.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<f8', 'fortran_order': False, 'shape': (1, 2, 1, 2), }                                                    
  \x9a\x99\x99\x99\x99\x99\xb9?\x00\x00\x00\x00\x00\x00\x00\xc0\xfc\xa9\xf1\xd2MbP?\x00\x00\x00\x00\x00\x00\x08@
stdout
  same
