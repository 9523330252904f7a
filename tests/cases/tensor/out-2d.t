cmd
  $ATTN cast --dtype f64 x.csv -o y.npy
after
  cmp y.npy want.npy && echo same
file want.npy base64
  k05VTVBZAQB2AHsnZGVzY3InOiAnPGY4JywgJ2ZvcnRyYW5fb3JkZXInOiBGYWxzZSwgJ3NoYXBl
  JzogKDMsIDIpLCB9ICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAg
  ICAgICAgICAgICAgIAoAAAAAAADwPwAAAAAAAABAAAAAAAAACEAAAAAAAAAQQAAAAAAAABRAAAAA
  AAAAGEA=
file x.csv
  1,2
  3,4
  5,6
stdout
  same
