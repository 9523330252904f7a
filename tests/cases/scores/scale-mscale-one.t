how
  get_mscale is 1 for a factor of 1 or less.
  The scale: 2.0, the exact mscale(0.5)*2 rounded once.
cmd
  $ATTN scores --scale 'mscale(0.5)*2' -q '[0.5,-1.25,2]' -k '[1,3,-0.75;0.1,0.2,0.3]'
stdout
  -9.5,0.7999999999999999
