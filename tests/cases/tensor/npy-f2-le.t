cmd
  $ATTN cast --dtype f64 x.npy
file x.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<f2', 'fortran_order': False, 'shape': (2, 4), }                                                          
  \x008\x00\x80\x01\x00\xff{\x00\xbf\x00B\x00\x84U5
stdout
  0.5,-0,5.960464477539063e-08,65504
  -1.75,3,-6.103515625e-05,0.333251953125
