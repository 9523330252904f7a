how
  -500 and inf past e4m3's largest, 448 (written 440)
cmd
  $ATTN cast --dtype e4m3 --overflow saturate x.npy
file x.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<f8', 'fortran_order': False, 'shape': (2, 2), }                                                          
  \x00\x00\x00\x00\x00\x00\xf0?\x00\x00\x00\x00\x00@\x7f\xc0\x00\x00\x00\x00\x00\x00\xf0\x7f\x00\x00\x00\x00\x00\x00|@
stdout
  1,-440
  440,440
