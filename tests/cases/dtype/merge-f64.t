how
  --dtype f64 is the exact merge: by hand, equal LSEs 0, O the mean, L = ln 2
cmd
  $ATTN merge --dtype f64 --lse '[1,2,0]' '[3,4,0]'
stdout
  # attn lse: heads=1 sinks=none masked-rows=zero
  2,3,0.6931471805599453
