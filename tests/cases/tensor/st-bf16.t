how
  the values of the bits by their format's definition (tests/lib/tensorfile.py small_value)
cmd
  $ATTN cast --dtype f64 x.safetensors:t
file x.safetensors escaped noeol
  @\x00\x00\x00\x00\x00\x00\x00{"t":{"dtype":"BF16","shape":[2,3],"data_offsets":[0,12]}}      \x80?\x01\x80\x7f\x7f\x80\x00\x80\xff\xab>
stdout
  1,-9.183549615799121e-41,3.3895313892515355e+38
  1.1754943508222875e-38,-inf,0.333984375
