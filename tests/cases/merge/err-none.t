cmd
  $ATTN merge
stderr
  attn merge: merge takes two parts or more, the outputs of attend --lse (see attn merge --help)
status 2
