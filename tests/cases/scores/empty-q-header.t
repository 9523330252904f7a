cmd
  $ATTN scores -H -k '[1;2]'
stdin
  a
