cmd
  $ATTN scores --scale inf -q '[1]' -k '[1]'
stderr
  attn scores: --scale takes a finite number, not 'inf' (see attn scores --help)
status 2
