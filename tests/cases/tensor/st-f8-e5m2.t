how
  the values of the bits by their format's definition (tests/lib/tensorfile.py small_value)
cmd
  $ATTN cast --dtype f64 x.safetensors:t
file x.safetensors escaped noeol
  @\x00\x00\x00\x00\x00\x00\x00{"t":{"dtype":"F8_E5M2","shape":[2,3],"data_offsets":[0,6]}}    <\x81{\x04\xfc}
stdout
  1,-1.52587890625e-05,57344
  6.103515625e-05,-inf,nan
