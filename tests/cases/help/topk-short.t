cmd
  $ATTN help topk | grep -oE -- '^  -[a-zA-Z],' | tr -d ' ,-' | LC_ALL=C sort | tr -d '\n'; echo
stdout
  Hdhnoptu
