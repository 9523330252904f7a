cmd
  $ATTN check --of scores -q '[1]' -k '[1]' --scaling linear --factor 2 '[1]'
stderr
  attn check: --scaling is for --of rope, not --of scores (see attn check --help)
status 2
