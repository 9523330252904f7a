cmd
  $ATTN rank --values '[-inf,nan,Infinity]'
stdout
  inf,-inf,nan
