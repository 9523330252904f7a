cmd
  $ATTN scores --scale '1e200*1e200' -k '[1]' -q '[1]'
stderr
  attn scores: --scale 1e200*1e200 is beyond the largest double (see attn scores --help)
status 2
