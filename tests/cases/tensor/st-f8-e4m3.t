how
  the values of the bits by their format's definition (tests/lib/tensorfile.py small_value)
cmd
  $ATTN cast --dtype f64 x.safetensors:t
file x.safetensors escaped noeol
  @\x00\x00\x00\x00\x00\x00\x00{"t":{"dtype":"F8_E4M3","shape":[2,3],"data_offsets":[0,6]}}    8\x81~\x08\xfe\x7f
stdout
  1,-0.001953125,448
  0.015625,-448,nan
