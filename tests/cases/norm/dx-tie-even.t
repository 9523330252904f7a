how
  E = 16, root 4: dx_1 = 3 (1 + 2^-52) 16 / 64 = 0.75 (1 + 2^-52),
  halfway between two doubles: to even, 0.75 + 2^-53 = 0.7500000000000001.
cmd
  $ATTN norm --l2 --eps 0 -w '[1,3]' --dout D.csv X.csv
file D.csv
  0.0,1.0000000000000002
  0.0,-1.0000000000000002
file X.csv
  4.0,0.0
  4.0,0.0
stdout
  0,0.7500000000000002
  0,-0.7500000000000002
