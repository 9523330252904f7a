cmd
  $ATTN cast --dtype f64 '[inf,-inf,nan,1.5]'
stdout
  inf,-inf,nan,1.5
