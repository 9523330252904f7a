cmd
  $ATTN rank --values '[nan,-inf,inf]'
stdout
  inf,-inf,nan
