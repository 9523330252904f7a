cmd
  $ATTN cast --dtype f64 none.safetensors:a
stderr
  attn cast: none.safetensors: no such file or directory
status 1
