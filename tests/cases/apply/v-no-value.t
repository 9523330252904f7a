cmd
  $ATTN apply '[1]' --values
stderr
  attn apply: option '--values' needs a value (see attn apply --help)
status 2
