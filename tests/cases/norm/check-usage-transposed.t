cmd
  $ATTN check --of norm -x '[1]' -w '[1]' --transposed '[1]'
stderr
  attn check: --transposed is for --of project, not --of norm (see attn check --help)
status 2
