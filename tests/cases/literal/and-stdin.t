cmd
  $ATTN apply -v '[1;2]'
stdin
  1,2
stdout
  5
