cmd
  $ATTN scores --scale=nan -k '[1]' -q '[1]'
stderr
  attn scores: --scale takes a finite number, not 'nan' (see attn scores --help)
status 2
