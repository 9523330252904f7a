cmd
  $ATTN --help | awk '$1 == "merge" { print $1 }'
stdout
  merge
