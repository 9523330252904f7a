cmd
  $ATTN scores --window 1,x -q '[1]' -k '[1]'
stderr
  attn scores: --window takes L or L,R, whole numbers >= 0, not '1,x' (see attn scores --help)
status 2
