cmd
  $ATTN cast --dtype f64 x.safetensors:a
file x.safetensors escaped noeol
  8\x00\x00\x00\x00\x00\x00\x00{"a":{"dtype":"I32","shape":[1,2],"data_offsets":[0,8]}}\x00\x00\x80?\x00\x00\x00@
stderr
  attn cast: x.safetensors:a: the dtype 'I32' is not one attn reads (F64, F32, F16, BF16, F8_E4M3 or F8_E5M2)
status 1
