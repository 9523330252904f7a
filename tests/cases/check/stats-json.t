cmd
  $ATTN check --stats --json '[1]' '[1]'
stderr
  attn check: --stats measures two matrices: not with --json (see attn check --help)
status 2
