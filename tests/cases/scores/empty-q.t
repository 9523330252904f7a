cmd
  $ATTN scores -k '[1;2]'
stdin
