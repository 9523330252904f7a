cmd
  $ATTN weights --mask m.csv '[0,0]'
file m.csv
  1,0.5
stderr
  attn weights: m.csv:1: field 2 is '0.5'; a mask must be 0 or 1
status 1
