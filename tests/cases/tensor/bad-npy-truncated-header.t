cmd
  $ATTN cast --dtype f64 x.npy
file x.npy escaped noeol
  \x93NUMPY\x01\x00v\x00{'descr': '<f8', 'fortran_orde
stderr
  attn cast: x.npy: the header says it is 118 bytes, but the file ends 30 bytes after its start
status 1
