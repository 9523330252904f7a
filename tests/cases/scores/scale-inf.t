cmd
  $ATTN scores --scale inf -k '[1]' -q '[1]'
stderr
  attn scores: --scale takes a finite number, not 'inf' (see attn scores --help)
status 2
