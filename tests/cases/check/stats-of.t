cmd
  $ATTN check --stats --of attend -q '[1]' -k '[1]' -v '[1]' '[1]'
stderr
  attn check: --stats measures two matrices: not with --of (see attn check --help)
status 2
