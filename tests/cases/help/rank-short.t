cmd
  $ATTN help rank | grep -oE -- '^  -[a-zA-Z],' | tr -d ' ,-' | LC_ALL=C sort | tr -d '\n'; echo
stdout
  Hdhoptu
