cmd
  $ATTN weights S.csv
file S.csv
  2,2
stdout
  0.5,0.5
