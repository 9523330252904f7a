cmd
  $ATTN cast '[1]'
stderr
  attn cast: missing --dtype T, the format to round to (see attn cast --help)
status 2
