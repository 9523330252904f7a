cmd
  $ATTN cast --dtype f64 x.safetensors:a
file x.safetensors escaped noeol
  8\x00\x00\x00\x00\x00\x00\x00{"a":{"dtype":"F32","shape":[1,3],"data_offsets":[0,8]}}\x00\x00\x80?\x00\x00\x00@
stderr
  attn cast: x.safetensors: the header's entry 'a' has data offsets [0, 8], 8 bytes, but its dtype and shape make a different number of bytes
status 1
