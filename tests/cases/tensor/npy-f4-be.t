cmd
  $ATTN cast --dtype f64 x.npy
file x.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '>f4', 'fortran_order': False, 'shape': (2, 4), }                                                          
  ?\x00\x00\x00\x80\x00\x00\x003\x80\x00\x00G\x7f\xe0\x00\xbf\xe0\x00\x00@@\x00\x00\xb8\x80\x00\x00>\xaa\xaa\xab
stdout
  0.5,-0,5.960464477539063e-08,65504
  -1.75,3,-6.103515625e-05,0.3333333432674408
