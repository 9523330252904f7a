cmd
  $ATTN merge --accumulate f32 '[1,2,0]' '[3,4,0]'
stderr
  attn merge: --accumulate needs --dtype T, the format of the parts' O (f64 is exact: no kernel to follow) (see attn merge --help)
status 2
