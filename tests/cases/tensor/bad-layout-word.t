cmd
  $ATTN cast --dtype f64 --layout bsdh x.npy
file x.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<f8', 'fortran_order': False, 'shape': (1, 2), }                                                          
  \x00\x00\x00\x00\x00\x00\xf0?\x00\x00\x00\x00\x00\x00\x00@
stderr
  attn cast: --layout takes bshd, bhsd, shd or hsd, not 'bsdh' (see attn cast --help)
status 2
