how
  The scale: 0.28867513459481287, the exact 1/sqrt(12) rounded once.
cmd
  $ATTN scores --scale '1/sqrt(12)' -q '[0.5,-1.25,2]' -k '[1,3,-0.75;0.1,0.2,0.3]'
stdout
  -1.371206889325361,0.11547005383792514
