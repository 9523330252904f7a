cmd
  $ATTN --help | grep -c '^  norm '
stdout
  1
