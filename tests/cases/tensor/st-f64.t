how
  the values of the bits by their format's definition (tests/lib/tensorfile.py small_value)
cmd
  $ATTN cast --dtype f64 x.safetensors:t
file x.safetensors base64
  QAAAAAAAAAB7InQiOnsiZHR5cGUiOiJGNjQiLCJzaGFwZSI6WzIsM10sImRhdGFfb2Zmc2V0cyI6
  WzAsNDhdfX0gICAgICAgmpmZmZmZuT8AAAAAAAAEwJx1AIg85Dd+AQAAAAAAAAAAAAAAAAAAgAAA
  AAAAAAhA
stdout
  0.1,-2.5,1e+300
  5e-324,-0,3
