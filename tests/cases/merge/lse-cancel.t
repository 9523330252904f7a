cmd
  $ATTN merge --lse P1.csv P2.csv P3.csv
file P1.csv
  1,-0.6931471805599453
file P2.csv
  -2,-1.2039728043259361
file P3.csv
  4,-1.6094379124341003
stdout
  # attn lse: heads=1 sinks=none masked-rows=zero
  0.7000000000000002,-7.753397545059588e-18
