cmd
  $ATTN Scores
stderr
  attn: unknown command 'Scores' (see attn --help)
status 2
