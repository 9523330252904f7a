how
  the values of the bits by their format's definition (tests/lib/tensorfile.py small_value)
cmd
  $ATTN cast --dtype f64 x.safetensors:t
file x.safetensors escaped noeol
  @\x00\x00\x00\x00\x00\x00\x00{"t":{"dtype":"F16","shape":[2,3],"data_offsets":[0,12]}}       \x00<\x01\x80\xff{\x00\x04\x00\xfcU5
stdout
  1,-5.960464477539063e-08,65504
  6.103515625e-05,-inf,0.333251953125
