cmd
  $ATTN weights --mask m.csv '[0,0;0,0]'
file m.csv
  1,1
stdout
  0.5,0.5
stderr
  attn weights: m.csv:2: the mask has 1 row, fewer than the scores
status 1
