cmd
  $ATTN rank --header=yes '[1]'
stderr
  attn rank: option '--header' takes no value (see attn rank --help)
status 2
