cmd
  $ATTN rank --values --fixed 3 '[nan,-inf,inf]'
stdout
  inf,-inf,nan
