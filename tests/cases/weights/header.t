cmd
  $ATTN weights -H S.csv
file S.csv
  k0,k1
  4,4
stdout
  0.5,0.5
