cmd
  $ATTN cast --dtype f64 x.safetensors:a
file x.safetensors escaped noeol
  8\x00\x00\x00\x00\x00\x00\x00{"a":{"dtype":"F32","shape":[0],"data_offsets":[8,0]}}  \x00\x00\x80?\x00\x00\x00@
stderr
  attn cast: x.safetensors: the header's entry 'a' has data offsets [8, 0], outside the 8 bytes of data the file has
status 1
