cmd
  $ATTN cast --dtype f64 x.safetensors:a
file x.safetensors escaped noeol
  \x00\x10\x00\x00\x00\x00\x00\x00{"a":{"dtype":"F32","shape":[1,2],"data_offsets":[0,8]}}\x00\x00\x80?\x00\x00\x00@
stderr
  attn cast: x.safetensors: the header says it is 4096 bytes, larger than the file (64 bytes after the length)
status 1
