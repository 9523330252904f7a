cmd
  $ATTN help grad | grep -oE -- '^  -[a-zA-Z],' | tr -d ' ,-' | LC_ALL=C sort | tr -d '\n'; echo
stdout
  Hdhjkopqtuv
