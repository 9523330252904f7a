cmd
  $ATTN attend -q q.npy -k '[1,0]' -v '[1]'
file q.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<f8', 'fortran_order': False, 'shape': (1, 2), }                                                          
  \x00\x00\x00\x00\x00\x00\xf0?\x00\x00\x00\x00\x00\x00\xf8\x7f
stderr
  attn attend: q.npy: element [0, 1] is nan; Q must be finite
status 1
