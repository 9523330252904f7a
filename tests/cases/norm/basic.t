how
  RMSNorm of [3, 4]: mean(x^2) = 12.5, + 1e-06, root 3.5355340...:
  3 / 3.5355340635 = 0.8485281..., 4 / ... = 1.1313708...; each
  the exact quotient rounded once (mpmath).
cmd
  $ATTN norm X.csv
file X.csv
  3.0,4.0
  1.0,-1.0
  0.0,2.0
stdout
  0.8485281034827336,1.1313708046436448
  0.999999500000375,-0.999999500000375
  0,1.4142132088198371
