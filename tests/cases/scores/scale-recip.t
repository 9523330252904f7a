how
  The scale: 0.3333333333333333, the exact 1/3 rounded once.
cmd
  $ATTN scores --scale '1/3' -q '[0.5,-1.25,2]' -k '[1,3,-0.75;0.1,0.2,0.3]'
stdout
  -1.5833333333333333,0.1333333333333333
