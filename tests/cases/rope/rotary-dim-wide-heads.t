cmd
  $ATTN rope --heads 2 --rotary-dim 4 X.csv
file X.csv
  1.0,2.0,3.0,4.0
  1.0,2.0,3.0,4.0
  0.5,-1.0,2.0,-0.25
stderr
  attn rope: X.csv:1: --rotary-dim 4 is more than the head's 2 columns
status 1
