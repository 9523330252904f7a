cmd
  $ATTN rank --values '[nan,-inf,1,-inf,nan,inf]'
stdout
  inf,1,-inf,-inf,nan,nan
