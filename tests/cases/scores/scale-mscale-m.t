how
  M is the double nearest 0.707.
  The scale: 0.8915229007492946, the exact mscale(40,0.707)*1/sqrt(2) rounded once.
cmd
  $ATTN scores --scale 'mscale(40,0.707)*1/sqrt(2)' -q '[0.5,-1.25,2]' -k '[1,3,-0.75;0.1,0.2,0.3]'
stdout
  -4.23473377855915,0.35660916029971784
