cmd
  $ATTN scores -q '[1]'
stderr
  attn scores: missing -k K, the keys (see attn scores --help)
status 2
