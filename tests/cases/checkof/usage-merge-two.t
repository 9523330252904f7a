cmd
  $ATTN check --of merge '[1,0]' '[1,0]'
stderr
  attn check: --of merge takes two parts or more, then ANSWER (see attn check --help)
status 2
