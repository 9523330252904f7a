cmd
  $ATTN apply -v e.csv '[1]'
file e.csv
stderr
  attn apply: e.csv: no data rows (V needs at least one)
status 1
