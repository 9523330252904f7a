cmd
  $ATTN cast --dtype f64 x.safetensors:a
file x.safetensors escaped noeol
  \x10\x00\x00
stderr
  attn cast: x.safetensors: not a safetensors file (shorter than its 8 bytes of header length)
status 1
