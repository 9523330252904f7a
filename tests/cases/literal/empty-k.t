cmd
  $ATTN apply -v '[ ]' '[1]'
stderr
  attn apply: <literal>: no data rows (V needs at least one)
status 1
