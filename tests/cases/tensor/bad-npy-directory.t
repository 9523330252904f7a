cmd
  mkdir d.npy; $ATTN cast --dtype f64 d.npy
stderr
  attn cast: d.npy: is a directory
status 1
