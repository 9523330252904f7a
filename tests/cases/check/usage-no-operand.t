cmd
  $ATTN check
stderr
  attn check: missing EXPECTED, the matrix to compare with (see attn check --help)
status 2
