cmd
  $ATTN rank --values --fixed 2 '[inf,nan,-inf,0.125]'
stdout
  inf,0.12,-inf,nan
