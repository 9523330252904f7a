cmd
  $ATTN cast --dtype f64 x.npy
file x.npy base64
  k05VTVBZAQA2AHsnZGVzY3InOiAnPGY4JywgJ2ZvcnRyYW5fb3JkZXInOiBGYWxzZX0gICAgICAg
  ICAgICAgCgAAAAAAAAAAAAAAAAAAAAA=
stderr
  attn cast: x.npy: the header is not the dict NumPy writes (no shape)
status 1
