cmd
  $ATTN rope --rotary-dim 6 X.csv
file X.csv
  1.0,2.0,3.0,4.0
  1.0,2.0,3.0,4.0
  0.5,-1.0,2.0,-0.25
stderr
  attn rope: X.csv:1: --rotary-dim 6 is more than the head's 4 columns
status 1
