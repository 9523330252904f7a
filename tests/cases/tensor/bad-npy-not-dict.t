cmd
  $ATTN cast --dtype f64 x.npy
file x.npy base64
  k05VTVBZAQA2AFsxLCAyXSAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAg
  ICAgICAgCgAAAAAAAAAAAAAAAAAAAAA=
stderr
  attn cast: x.npy: the header is not the dict NumPy writes (it does not start with '{')
status 1
