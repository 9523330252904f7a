cmd
  $ATTN apply -v '[1]' -d
stderr
  attn apply: option '-d' needs a value (see attn apply --help)
status 2
