how
  Of --rms and --l2 the last one wins.
cmd
  $ATTN norm --l2 --rms X.csv
file X.csv
  3.0,4.0
  1.0,-1.0
  0.0,2.0
stdout
  0.8485281034827336,1.1313708046436448
  0.999999500000375,-0.999999500000375
  0,1.4142132088198371
