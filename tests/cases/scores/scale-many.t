cmd
  $ATTN scores --scale '1*2*3*4*5*6*7*8*9' -k '[1]' -q '[1]'
stderr
  attn scores: --scale takes at most 8 factors, not '1*2*3*4*5*6*7*8*9' (see attn scores --help)
status 2
