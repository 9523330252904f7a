cmd
  $ATTN weights --mask m.csv '[1,2,3]'
file m.csv
  1,1
stderr
  attn weights: m.csv:1: the mask row has 2 fields, but the scores have 3
status 1
