cmd
  $ATTN cast --dtype f64 x.safetensors:a
file x.safetensors escaped noeol
  \x06\x00\x00\x00\x00\x00\x00\x00[1,2] 
stderr
  attn cast: x.safetensors: the header is not a JSON object
status 1
