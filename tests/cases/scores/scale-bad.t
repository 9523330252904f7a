cmd
  $ATTN scores --scale abc -k '[1]' -q '[1]'
stderr
  attn scores: --scale takes a finite number, not 'abc' (see attn scores --help)
status 2
