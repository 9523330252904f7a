cmd
  $ATTN scores -k '[]' -q '[1]'
stderr
  attn scores: <literal>: no data rows (K needs at least one)
status 1
