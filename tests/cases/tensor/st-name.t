cmd
  $ATTN cast --dtype f64 'x.safetensors:model.q:0'
file x.safetensors escaped noeol
  \x80\x00\x00\x00\x00\x00\x00\x00{"a":{"dtype":"F32","shape":[3,2],"data_offsets":[0,24]},"model.q:0":{"dtype":"F32","shape":[2,3],"data_offsets":[24,48]}}      \x00\x00\x00\x00\x00\x00\x80?\x00\x00\x00@\x00\x00@@\x00\x00\x80@\x00\x00\xa0@\x00\x00 A\x00\x000A\x00\x00@A\x00\x00PA\x00\x00`A\x00\x00pA
stdout
  10,11,12
  13,14,15
