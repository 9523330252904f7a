cmd
  $ATTN --help | awk '$1 == "grad" { print $1 }'
stdout
  grad
