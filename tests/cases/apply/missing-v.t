cmd
  $ATTN apply '[1]'
stderr
  attn apply: missing -v V, the values (see attn apply --help)
status 2
