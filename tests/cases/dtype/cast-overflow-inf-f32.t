how
  3.5e+38 past f32's largest value 3.4028234663852886e+38
cmd
  $ATTN cast --dtype f32 --overflow inf '[1,-3.5e+38,3.5e+38,3.4028234663852886e+38,inf,-inf,nan]'
stdout
  1,-inf,inf,3.4028234e+38,inf,-inf,nan
