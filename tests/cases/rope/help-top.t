cmd
  $ATTN --help | grep -c '^  rope '
stdout
  1
