cmd
  $ATTN weights --mask m.csv '[0,0;0,0]'
file m.csv
  1,1
  1,0
  0,1
stdout
  0.5,0.5
  1,0
stderr
  attn weights: m.csv:3: the mask has more rows than the scores (2)
status 1
