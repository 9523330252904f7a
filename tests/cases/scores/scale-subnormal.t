how
  The scale: 1e-320, the exact 1e-300*1e-20 rounded once.
cmd
  $ATTN scores --scale '1e-300*1e-20' -q '[1]' -k '[1]'
stdout
  1e-320
