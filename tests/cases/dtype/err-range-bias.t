cmd
  $ATTN weights --dtype bf16 --bias B.csv S.csv
file B.csv
  0,1,2
  0,0,1e39
file S.csv
  1,2,3
  4,5,6
stdout
  0.0159,0.117,0.867
stderr
  attn weights: B.csv:2: field 3, '1e39', is too large for bf16 (its largest value is 3.3895313892515355e+38)
status 1
