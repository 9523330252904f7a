how
  0.1 is read as its double, then times 3: Python's 0.1*3.
  The scale: 0.30000000000000004, the exact 0.1*3 rounded once.
cmd
  $ATTN scores --scale '0.1*3' -q '[0.5,-1.25,2]' -k '[1,3,-0.75;0.1,0.2,0.3]'
stdout
  -1.4250000000000003,0.12000000000000001
