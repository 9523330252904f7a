cmd
  $ATTN apply -v '[1]'
stdin
