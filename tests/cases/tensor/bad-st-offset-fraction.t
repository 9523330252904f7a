cmd
  $ATTN cast --dtype f64 x.safetensors:a
file x.safetensors escaped noeol
  8\x00\x00\x00\x00\x00\x00\x00{"a":{"dtype":"F32","shape":[2],"data_offsets":[0.5,8]}}\x00\x00\x80?\x00\x00\x00@
stderr
  attn cast: x.safetensors: the header's entry 'a' has a data offset that is not a whole number
status 1
