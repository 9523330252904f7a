how
  x (1 + w) / root, 1 + w taken exactly: 1.5 and -1.
cmd
  $ATTN norm --plus-one -w W.csv X.csv
file W.csv
  0.5,-2.0
file X.csv
  3.0,4.0
  1.0,-1.0
  0.0,2.0
stdout
  1.2727921552241004,-1.1313708046436448
  1.4999992500005626,0.999999500000375
  0,-1.4142132088198371
