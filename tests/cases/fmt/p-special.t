cmd
  $ATTN rank --values -p 3 '[nan,-inf,inf]'
stdout
  inf,-inf,nan
