how
  the values of the bits by their format's definition (tests/lib/tensorfile.py small_value)
cmd
  $ATTN cast --dtype f64 x.safetensors:t
file x.safetensors base64
  QAAAAAAAAAB7InQiOnsiZHR5cGUiOiJGMzIiLCJzaGFwZSI6WzIsM10sImRhdGFfb2Zmc2V0cyI6
  WzAsMjRdfX0gICAgICAgzczMPQAAIMDmsWF/AQAAAAAAAIAAAEBA
stdout
  0.10000000149011612,-2.5,3.0000000054977558e+38
  1.401298464324817e-45,-0,3
