cmd
  $ATTN cast --dtype f64 x.npy
file x.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<f4', 'fortran_order': False, 'shape': (2, 4), }                                                          
  \x00\x00\x00?\x00\x00\x00\x80\x00\x00\x803\x00\xe0\x7fG\x00\x00\xe0\xbf\x00\x00@@\x00\x00\x80\xb8\xab\xaa\xaa>
stdout
  0.5,-0,5.960464477539063e-08,65504
  -1.75,3,-6.103515625e-05,0.3333333432674408
