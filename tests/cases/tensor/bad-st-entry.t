cmd
  $ATTN cast --dtype f64 x.safetensors:a
file x.safetensors escaped noeol
  \x18\x00\x00\x00\x00\x00\x00\x00{"a":{"dtype":"F32"}}   
stderr
  attn cast: x.safetensors: the header's entry 'a' is not a tensor's (dtype, shape and two data_offsets)
status 1
