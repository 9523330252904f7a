cmd
  $ATTN --help | grep -c '^  project '
stdout
  1
