cmd
  $ATTN cast --dtype f64 nothere.npy
stderr
  attn cast: nothere.npy: no such file or directory
status 1
