cmd
  $ATTN check --of scores -q '[1]' -k '[]' '[1]'
stderr
  attn check: <literal>: no data rows (K needs at least one)
status 2
