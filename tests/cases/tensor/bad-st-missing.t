cmd
  $ATTN cast --dtype f64 x.safetensors:b
file x.safetensors escaped noeol
  8\x00\x00\x00\x00\x00\x00\x00{"a":{"dtype":"F32","shape":[1,2],"data_offsets":[0,8]}}\x00\x00\x80?\x00\x00\x00@
stderr
  attn cast: x.safetensors: no tensor named 'b'; it has 'a'
status 1
