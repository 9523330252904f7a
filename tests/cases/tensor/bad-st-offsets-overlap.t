cmd
  $ATTN cast --dtype f64 x.safetensors:a
file x.safetensors escaped noeol
  p\x00\x00\x00\x00\x00\x00\x00{"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},"b":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}}     \x00\x00\x80?\x00\x00\x00@
stderr
  attn cast: x.safetensors: the data of the header's entries 'a' and 'b' overlap
status 1
